-- What the borrower agreed to is kept as issued: the database refuses to change or remove it.
create function forbid_document_change() returns trigger language plpgsql as $$
begin
  raise exception 'order documents are kept as issued';
end
$$;

create trigger order_documents_as_issued
  before update or delete on order_documents
  for each row execute function forbid_document_change();
