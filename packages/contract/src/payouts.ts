import { HOLDER_NAME_MAX } from '@tenora/domain/bank-account';
import * as z from 'zod/mini';
import { instant } from './date-fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { id, minorAmount, oneOf, text } from './fields.ts';

/**
 * The bank account a borrower's loans are paid into, and the payouts to it
 * (docs/product.md#bank-account, docs/payments.md#payouts). The number never leaves the server
 * whole: every answer carries its last four digits.
 */

const BASE = '/film/borrower/bank-account';

/**
 * verifying: the provider is checking it; verified: the provider found it and its holder;
 * review: held for the lender's staff to check (a provider with no validation we can call);
 * invalid: the provider or the staff found no such account, or another holder.
 */
export const BANK_ACCOUNT_STATUSES = ['verifying', 'verified', 'review', 'invalid'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

export const BankAccountData = z.object({
  /** India: the IFSC; Indonesia: the bank's code in `ID_PAYOUT_BANKS`. */
  bankCode: z.string(),
  /** The bank's name as the borrower knows it (India: the IFSC again). */
  bankName: z.string(),
  holderName: z.string(),
  /** `•••• 1234`. */
  accountMasked: z.string(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  /** In the borrower's language: why an account is invalid; null otherwise. */
  problem: z.nullable(z.string()),
  updatedAt: instant(),
});
export type BankAccount = z.output<typeof BankAccountData>;

const BankAccountAnswer = z.object({
  account: z.nullable(BankAccountData),
  /** False while a payout to the account is on its way: it cannot be changed under it. */
  changeable: z.boolean(),
});

export const borrowerBankAccount = defineEndpoint({
  family: 'film',
  method: 'GET',
  path: BASE,
  body: 'none',
  safe: true,
  access: 'borrower',
  request: z.object({}),
  response: BankAccountAnswer,
});

/**
 * Sets the account, or replaces the one before; it is then checked again from the start. A field
 * that cannot be an account answers 400 in the borrower's language, naming it.
 */
export const borrowerBankAccountSet = defineEndpoint({
  family: 'film',
  method: 'POST',
  path: BASE,
  body: 'form',
  access: 'borrower',
  request: z.object({
    holderName: text(HOLDER_NAME_MAX, 1),
    accountNumber: text(40, 1),
    bankCode: text(20, 1),
  }),
  response: BankAccountAnswer,
});

/** The account as the lender's staff see it: masked too, with what the provider found. */
export const OpsBankAccountData = z.object({
  bankName: z.string(),
  bankCode: z.string(),
  holderName: z.string(),
  accountMasked: z.string(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  /** The holder's name as the bank has it, when the provider said. */
  registeredName: z.nullable(z.string()),
  /** The provider's or the staff's reason, in English, for an invalid account. */
  problem: z.nullable(z.string()),
  updatedAt: instant(),
});

/** The latest payout of an approved loan: on its way, made, or failed with the provider's reason. */
export const OpsPayoutData = z.object({
  reference: z.string(),
  status: z.enum(['sending', 'sent', 'failed']),
  amount: minorAmount(),
  accountMasked: z.string(),
  /** The provider's words for a failure. */
  reason: z.nullable(z.string()),
  at: instant(),
});
export type OpsPayout = z.output<typeof OpsPayoutData>;

/**
 * Credit staff's check of an account no provider could check (Indonesia while Xendit's name
 * validation has no published API): verified, or invalid with the reason the borrower is told.
 */
export const opsBankAccountReview = defineEndpoint({
  family: 'ops',
  method: 'POST',
  path: '/film/ops/borrowers/bank-account/review',
  body: 'json',
  access: 'staff',
  roles: ['credit'],
  request: z.object({
    userId: id(),
    decision: oneOf(['verify', 'refuse']),
    reason: text(500, 1),
  }),
  response: z.object({ account: OpsBankAccountData }),
});
