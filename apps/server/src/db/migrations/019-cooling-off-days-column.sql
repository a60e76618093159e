-- Every read of a loan account needs the cooling-off days its key fact statement stated
-- (decision 012). Read from the document, that unpacks the whole statement on each call; a column
-- computed once, when the document is written, does not (decision 042).
alter table order_documents
  add column cooling_off_days int
  generated always as ((content -> 'keyFacts' ->> 'coolingOffDays')::int) stored;
