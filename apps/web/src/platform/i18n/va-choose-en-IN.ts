/**
 * The choice of a bank or store on /individual (see catalogues.ts): a section apart from `va`, so
 * the screens that show a payment code (/that, the instructions) do not load them.
 */
const vaChooseEnIN = {
  chooseTitle: 'Choose how to pay',
  amountToPay: 'Amount to pay',
  typeTitle: 'Payment type',
  typeBank: 'Bank',
  typeBankHint: 'Transfer to a virtual account by ATM, mobile or internet banking',
  typeMarket: 'Mini Market',
  typeMarketHint: 'Pay in cash at a store counter with a payment code',
  chooseBank: 'Choose a bank',
  chooseChannel: 'Choose how you will pay',
  chooseBankFirst: 'Choose a bank first, then how you will pay.',
  chooseStore: 'Choose a store',
  noOptions: 'No options are available right now. Please try again later.',
  confirm: 'Confirm',
  incomplete: 'Please complete the information',
  optionsLoadFailed: 'We could not load the ways to pay.',
};

export type VaChooseTexts = typeof vaChooseEnIN;
export default vaChooseEnIN;
