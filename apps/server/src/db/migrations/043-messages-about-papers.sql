-- A message that a paper was issued leads to that paper (docs/product.md#papers).
alter table notifications add column paper_id bigint references papers (id);
