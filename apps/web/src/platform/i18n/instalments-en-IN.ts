/**
 * The words of the instalments (/repayPeriod) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const instalmentsEnIN = {
  title: 'Pay instalments',
  pending: (n: number) => (n === 1 ? '1 instalment to pay' : `${n} instalments to pay`),
  paid: 'Paid',
  period: (n: number) => `Instalment ${n}`,
  selectAll: 'Select all',
  firstOnly: 'First only',
  payNow: (amount: string) => `Pay ${amount}`,
  payoffCheaper: (payoff: string, chosen: string) =>
    `Paying off the whole loan today costs ${payoff}, less than the ${chosen} chosen: you pay ${payoff} and the loan is closed.`,
  loadFailed: 'We could not load your instalments.',
  opensOn: (date: string) =>
    `Paying the last instalment repays the loan early, which opens on ${date}. Until then, you can pay the others.`,
  repaidTitle: 'This loan is repaid',
  repaidBody: 'Every instalment is paid. There is nothing more to pay.',
  backToLoan: 'Back to my loan',
};

export type InstalmentsTexts = typeof instalmentsEnIN;
export default instalmentsEnIN;
