/**
 * The words of the loan documents (/loanAgreement) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const agreementEnIN = {
  issuedOn: (date: string) => `Issued on ${date}. This is the copy you agreed to.`,
  draft: 'Filled in with the loan you are about to confirm.',
  back: 'Back',
  loadFailed: 'We could not load this document.',
};

export type AgreementTexts = typeof agreementEnIN;
export default agreementEnIN;
