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
};

export type DetailsTexts = typeof detailsEnIN;
export default detailsEnIN;
