-- A virtual account a provider issues is at its own partner bank (Razorpay Smart Collect's are
-- RBL Bank's): the borrower adds that payee by its IFSC, which only the provider can give.
alter table provider_payments add column pay_to_ifsc text;
