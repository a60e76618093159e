import type { Market } from '@tenora/domain/market';

/**
 * The words of the loan details (/borrowDetail) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const detailsEnIN = {
  title: 'Loan details',
  repay: 'Repay now',
  extendTitle: 'Need more time?',
  cancelTitle: 'Changed your mind?',
  cancel: 'Cancel this loan',
  extendBody: 'Extend your due date for a small fee.',
  extend: 'Extend due date',
  loanMore: 'Borrow again',
  recommended: 'Loans you can apply for',
  moreProducts: 'More loans',
  apply: 'Apply now',
  submitted: 'Application submitted. We will review it shortly.',
  loadFailed: 'We could not load this loan.',
  callUs: (phone: string) => `Questions? Call ${phone}`,
  instalments: 'Instalments',
  documents: 'Loan documents',
  complaint: 'Raise a complaint about this loan',
  /** The account the loan is paid into (bank-account-card.tsx). */
  bank: {
    title: 'Where we send your money',
    why: 'Your loan is paid into this account once it is approved. It must be in your own name.',
    whyApproved:
      'Your loan is approved: add your account and we pay it in. It must be in your own name.',
    holder: "Account holder's name",
    /** The holder, beside the name, once the account is saved. */
    holderRow: 'Name',
    holderInvalid: 'Enter the name on the account as your bank has it, in letters only.',
    number: 'Account number',
    numberInvalid: (market: Market): string =>
      market === 'IN'
        ? 'Enter your account number: 9 to 18 digits, as on your passbook or cheque.'
        : 'Enter your account number: 6 to 20 digits, as in your passbook.',
    bank: (market: Market): string => (market === 'IN' ? 'IFSC' : 'Bank'),
    ifscHint: 'Your branch code, on your cheque or passbook: 11 characters, like HDFC0001234.',
    chooseBank: 'Choose your bank',
    bankInvalid: (market: Market): string =>
      market === 'IN'
        ? "Enter your branch's IFSC: 11 characters, like HDFC0001234 (the fifth is a zero)."
        : 'Choose your bank from the list.',
    save: 'Save account',
    cancel: 'Cancel',
    change: 'Change account',
    checking: 'Checking the account with your bank…',
    saved: 'Account saved',
    verified: 'Confirmed by your bank',
    verifying: 'Your bank is checking it…',
    review: 'We are checking it; this takes up to one working day.',
    locked: 'It cannot be changed while your money is on its way to it.',
  },
};

export type DetailsTexts = typeof detailsEnIN;
export default detailsEnIN;
