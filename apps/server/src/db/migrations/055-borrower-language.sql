-- The language a borrower chose in the app (docs/product.md#markets): null until they choose, and
-- then one their market speaks. It wins over the shell's `lang` flag for screens, messages,
-- documents and papers.
alter table users add column locale text check (locale in ('en-IN', 'hi-IN', 'id-ID'));
