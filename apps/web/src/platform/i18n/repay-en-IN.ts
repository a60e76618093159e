/**
 * The repay screens' words (see catalogues.ts): their own chunk, loaded only with the screens
 * that use them.
 */
const repayEnIN = {
  title: 'Repay your loan',
  amountTitle: 'How much would you like to pay?',
  dueNow: (date: string) => `Due now (was due ${date})`,
  dueToday: 'Due today',
  nextDue: (date: string) => `Next instalment, due ${date}`,
  notDueYet: (date: string) =>
    `Nothing is due yet. Your next instalment is due on ${date}: you can pay it ahead.`,
  payoff: 'Pay off the whole loan',
  payoffNote: 'Interest only up to today',
  payoffCheaper: (instead: string) =>
    `Paying off the whole loan today costs less than the ${instead} due, so this is what you pay.`,
  payableFrom: (date: string) => `You can pay this from ${date}.`,
  payoffOpens: (date: string) => `You can pay off the whole loan from ${date}.`,
  otherAmount: 'Another amount',
  amountToPay: 'Amount to pay',
  payDifferent: 'Pay a different amount',
  pay: (amount: string) => `Pay ${amount}`,
  chooseCard: 'Please choose a bank card first',
  loadFailed: 'We could not load your repayment details.',
  repaidTitle: 'This loan is repaid',
  repaidBody: 'Everything on this loan is paid. There is nothing more to pay.',
  backToLoan: 'Back to my loan',
  /** The amount keypad's keys (ui/money-keypad.tsx), used only here. */
};

export type RepayTexts = typeof repayEnIN;
export default repayEnIN;
