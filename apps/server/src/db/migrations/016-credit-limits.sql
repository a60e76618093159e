-- Issue 12: a credit limit per borrower (docs/product.md#credit-limit). Null: not set yet, so the
-- product's first-loan limit applies. A product offers its range in steps.
alter table users add column credit_limit bigint check (credit_limit >= 0);
alter table products add column first_loan_limit bigint check (first_loan_limit > 0);
alter table products add column amount_step bigint not null default 1 check (amount_step > 0);
