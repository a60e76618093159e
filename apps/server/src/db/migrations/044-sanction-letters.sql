-- The sanction letter (surat persetujuan pinjaman in Indonesia), issued when a loan is approved
-- (docs/product.md#papers): a paper of its own kind, one per loan however often the approval is
-- retried.
alter table papers drop constraint papers_kind_check;
alter table papers add constraint papers_kind_check check (kind in ('sanction', 'receipt', 'repaid'));
create unique index papers_sanction_idx on papers (order_id) where kind = 'sanction';
