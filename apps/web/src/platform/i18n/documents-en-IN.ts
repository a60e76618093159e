/**
 * The words of the documents list (/relevant) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const documentsEnIN = {
  title: 'My documents',
  emptyTitle: 'No documents yet',
  emptyBody:
    'When you confirm a loan, its agreement and key fact statement are kept here, and the receipt of each payment.',
  loadFailed: 'We could not load your documents.',
  agreedOn: (date: string) => `agreed on ${date}`,
  view: 'View',
  download: 'Download',
  all: 'All my documents',
  noneForLoanTitle: 'No documents for this loan',
  loanNumber: (orderId: number) => `Loan ${orderId}`,
  statement: {
    open: 'Statement of account',
    title: 'Statement of account',
    from: 'From',
    to: 'To',
    hint: 'Leave a date empty for the whole loan: from its payout to today.',
    badRange: 'The start date must be on or before the end date.',
    make: 'Make statement',
    ready: (number: string) => `Statement ${number} is ready.`,
  },
};

export type DocumentsTexts = typeof documentsEnIN;
export default documentsEnIN;
