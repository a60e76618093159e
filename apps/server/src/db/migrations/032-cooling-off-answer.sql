-- The chatbot's answer on cancelling said the fees were waived, while the processing fee and its
-- tax, taken at disbursal, are kept on a cooling-off exit (docs/product.md#disclosures). The answer
-- now says so, with {coolingOff}: the exact amount on the borrower's loan, else each product's
-- fee. An answer staff have since rewritten in the console is theirs and is left as it is.
update qa_entries set answer_en = 'Yes, in the cooling-off period: the day the money reaches you and the {coolingOffDays} days after it. Repay the principal and the interest for the days used, with no penalty: there is no other charge, and no late charges. {coolingOff}'
 where id in (141, 241) and answer_en = 'Yes, in the cooling-off period: the day the money reaches you and the {coolingOffDays} days after it. Repay the principal and the interest for the days used; there is no other charge, and fees and late charges are waived.';
update qa_entries set answer_id = 'Bisa, dalam masa cooling-off: hari dana diterima dan {coolingOffDays} hari setelahnya. Bayar pokok dan bunga untuk hari yang terpakai, tanpa denda: tidak ada biaya lain dan tidak ada denda keterlambatan. {coolingOff}'
 where id in (141, 241) and answer_id = 'Bisa, dalam masa cooling-off: hari dana diterima dan {coolingOffDays} hari setelahnya. Bayar pokok dan bunga untuk hari yang terpakai; tidak ada biaya lain, dan biaya serta denda dihapuskan.';
