/**
 * The promotion screens' words (see catalogues.ts): their own chunk, loaded only with the screens
 * that use them.
 */
const promotionEnIN = {
  unavailableTitle: 'This page is no longer available',
  unavailableBody: 'The offer you followed has ended or its link is incomplete.',
  loadFailed: 'We could not load this page.',
  heroAlt: 'A person receiving money on their phone',
  offerTitle: 'Your loan',
  amountRange: (min: string, max: string) => `${min} – ${max}`,
  termDays: (min: number, max: number) => (min === max ? `${min} days` : `${min}–${max} days`),
  rate: (rate: string, per: 'day' | 'year') => `${rate} ${per === 'year' ? 'a year' : 'a day'}`,
  payout: (decision: number, min: number, max: number) =>
    `Decision within ${decision} ${decision === 1 ? 'day' : 'days'}, money in ${min}–${max} days`,
  repayIn: (periods: number) =>
    periods > 1 ? `In ${periods} instalments` : 'At the end of the term',
  eligibility: (income: string) => `For salaried people earning ${income} a month or more`,
  stepsTitle: 'How it works',
  formTitle: 'Register with your mobile number',
  phone: 'Mobile number',
  captcha: 'Characters in the picture',
  captchaImage: 'Picture with 4 characters; tap for a new one',
  captchaLoad: 'Show the picture',
  newPicture: 'New picture',
  code: 'SMS code',
  getCode: 'Get code',
  resendIn: (s: number) => `Resend in ${s} s`,
  codeSent: (phone: string) => `We sent a 6-digit code to ${phone}.`,
  apply: 'Apply now',
  agreeLead: 'By registering you agree to the',
  agreeLink: 'User Agreement and Privacy Notice',
  captchaRequired: 'Please enter the 4 characters shown in the picture.',
  codeRequired: 'Please enter the 6-digit code we sent you by SMS.',
  noResend: (s: number) => `You can ask for a new code in ${s} s.`,
  newPictureForCode: 'To get another code, enter the characters in the new picture.',
};

export type PromotionTexts = typeof promotionEnIN;
export default promotionEnIN;
