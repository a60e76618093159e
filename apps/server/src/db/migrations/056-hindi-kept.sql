-- Hindi (hi-IN) for India (docs/decisions/118-hindi-for-india.md): a loan's documents are kept in
-- the language they were issued in, and the e-mail outbox in the language it was written in, so
-- both take Hindi beside English and Bahasa Indonesia.
alter table order_documents drop constraint order_documents_locale_check;
alter table order_documents
  add constraint order_documents_locale_check check (locale in ('en-IN', 'hi-IN', 'id-ID'));
alter table email_outbox drop constraint email_outbox_locale_check;
alter table email_outbox
  add constraint email_outbox_locale_check check (locale in ('en-IN', 'hi-IN', 'id-ID'));
