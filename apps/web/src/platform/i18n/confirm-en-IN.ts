/**
 * The confirm screens' words (see catalogues.ts): their own chunk, loaded only with the screens
 * that use them.
 */
const confirmEnIN = {
  title: 'Confirm your loan',
  term: 'Term',
  days: (n: number) => `${n} days`,
  details: 'Loan details',
  plan: 'Repayment plan',
  agreements: 'Agreements',
  consent: 'I have read and agree to the loan agreement and the key fact statement.',
  confirm: 'Confirm loan',
  agreeAndConfirm: 'Agree and confirm',
  cancel: 'Cancel',
  readAgreement: 'Read the loan agreement',
  loadFailed: 'We could not load this loan offer.',
  amount: 'Amount',
  less: (step: string) => `${step} less`,
  more: (step: string) => `${step} more`,
  steps: (step: string) => `Amounts go in steps of ${step}.`,
  yourLimit: (limit: string) => `Your limit: ${limit}`,
  maxByLimit: (max: string) => `You can borrow up to ${max} with your limit.`,
  maxInUse: (used: string, max: string) =>
    `${used} of it is in use by your open loans, so you can borrow up to ${max}.`,
  maxByProduct: (max: string) => `This loan goes up to ${max}.`,
  updating: 'Updating the figures for your choice…',
  offlineFigures: 'The figures for your choice will show when you are back online.',
  updateFailed: 'We could not update the figures for your choice.',
  choiceReset:
    'The amount or term you chose earlier is no longer on offer, so this shows the most you can borrow now.',
  consentAgain: 'You changed the loan. Tick the box again to agree to the new figures.',
  limitTitle: "Your limit doesn't cover this loan yet",
  otherLoans: 'See other loans',
  back: 'Back',
  underReviewTitle: 'You already have an application for this loan',
  underReviewBody: (amount: string, days: number) =>
    `Your application for ${amount} over ${days} days is under review. Confirming here would not make a new loan: it would lead to that application.`,
  seeApplication: 'See my application',
};

export type ConfirmTexts = typeof confirmEnIN;
export default confirmEnIN;
