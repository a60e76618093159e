/**
 * The va screens' words (see catalogues.ts): their own chunk, loaded only with the screens
 * that use them.
 */
const vaEnIN = {
  beneficiary: 'Account name (payee)',
  ifsc: 'IFSC (bank branch code)',
  paidTitle: 'Paid',
  paidBody: (amount: string) =>
    `We have received ${amount} through this number. It is closed, so there is nothing more to pay here.`,
  paidDetails: 'See my loan',
  instructions: 'How to pay, step by step',
  payTitle: 'Complete your payment',
  total: 'Total to pay',
  payBefore: (when: string) => `Pay before ${when}`,
  vaNumber: 'Virtual account number',
  payCode: 'Payment code',
  copy: 'Copy',
  copied: 'Copied',
  copyManually: 'Press and hold the number to copy it',
  method: 'Payment method',
  billNo: 'Bill number',
  change: 'Change payment method',
  steps: 'How to pay',
  keepReceipt: 'Keep your deposit slip or receipt until the payment shows in Tenora.',
  complaint: 'Paid but not showing? Tell us',
  raiseComplaint: 'Raise a complaint',
  paid: 'I have paid',
  tipsTitle: 'Thank you',
  tipsBody:
    'Your payment is confirmed automatically within a few minutes. You can close this page now.',
  ok: 'OK',
  codeLoadFailed: 'We could not get your payment number.',
  otherWay: 'Choose another way to pay',
  noBanks: 'No banks are available for this payment right now.',
};

export type VaTexts = typeof vaEnIN;
export default vaEnIN;
