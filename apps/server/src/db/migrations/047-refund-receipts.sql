-- A refund is proof too (docs/product.md#papers): when money that reached a loan which no longer
-- owed it goes back, the borrower keeps a receipt of it, one per refunded payment.
alter table papers drop constraint papers_kind_check;
alter table papers add constraint papers_kind_check
  check (kind in ('sanction', 'receipt', 'repaid', 'statement', 'refund'));
alter table papers add column refund_reference text;
create unique index papers_refund_idx on papers (refund_reference) where kind = 'refund';
