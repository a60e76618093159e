/**
 * The words of the payment instructions (/dragonpayPaymentInstructions) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const instructionsEnIN = {
  title: 'How to pay',
  reference: 'Payment number',
  amount: 'Amount',
  deadline: (when: string) => `Pay before ${when}`,
  steps: 'Steps',
  rules: 'Rules',
  support: 'Need help?',
  loadFailed: 'We could not load the payment instructions.',
};

export type InstructionsTexts = typeof instructionsEnIN;
export default instructionsEnIN;
