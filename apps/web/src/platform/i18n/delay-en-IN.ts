/**
 * The words of the extension (/repayDelay) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const delayEnIN = {
  title: (days: number) => `Extend by ${days} days`,
  newDue: (date: string) => `New due date: ${date}`,
  compareTitle: 'Your two choices',
  payNow: 'Repay now',
  payNowBody: (amount: string, date: string) => `Pay ${amount} by ${date}. No extra cost.`,
  // Growth is spoken of only while the charges are below their ceiling.
  payNowLate: (amount: string, charges: string, grow: boolean) =>
    `Pay ${amount} today, ${charges} of late charges included.${grow ? ' Late charges grow each day the loan stays late.' : ''}`,
  extend: 'Extend',
  extendBody: (fee: string, owed: string, date: string, total: string) =>
    `Pay ${fee} now, then ${owed} by ${date}: ${total} in all.`,
  payFee: (fee: string) => `Pay the ${fee} extension fee`,
  repayInstead: 'Repay now instead',
  loadFailed: 'We could not load the extension.',
  extendedTitle: 'Your loan is already extended',
  cannotTitle: 'This loan cannot be extended',
  repayNow: 'Repay now',
  backToLoan: 'Back to my loan',
};

export type DelayTexts = typeof delayEnIN;
export default delayEnIN;
