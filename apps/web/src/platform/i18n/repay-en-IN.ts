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
  methodsTitle: 'How would you like to pay?',
  enterAmount: 'Enter the amount to pay',
  cards: 'Pay from your bank card',
  noCards: 'You have not added a bank card yet.',
  addCard: 'Add a bank card',
  pay: (amount: string) => `Pay ${amount}`,
  chooseCard: 'Please choose a bank card first',
  amountTooHigh: (max: string) => `You can pay at most ${max}`,
  amountInvalid: 'Please enter an amount greater than zero',
  codeTitle: 'Enter the SMS code',
  codeBody: 'We sent a 6-digit code to your registered mobile number.',
  code: 'SMS code',
  resendIn: (s: number) => `Resend in ${s} s`,
  resend: 'Resend code',
  confirm: 'Confirm payment',
  cancel: 'Cancel',
  codeInvalid: 'Please enter the correct code',
  wrongCode: 'Incorrect code. Please try again.',
  duplicate: 'This payment was already submitted',
  failed: 'The payment did not go through. Please try again.',
  paid: 'Payment received',
  loadFailed: 'We could not load your repayment details.',
  repaidTitle: 'This loan is repaid',
  repaidBody: 'Everything on this loan is paid. There is nothing more to pay.',
  backToLoan: 'Back to my loan',
  /** The amount keypad's keys (ui/money-keypad.tsx), used only here. */
  keypad: {
    confirm: 'Done',
    hide: 'Hide',
    delete: 'Delete',
  },
};

export type RepayTexts = typeof repayEnIN;
export default repayEnIN;
