/**
 * The words of the rating dialog of the loan details (/borrowDetail) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const ratingEnIN = {
  title: 'How was your experience?',
  body: 'Tap the stars to rate this loan.',
  star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  submit: 'Submit',
  cancel: 'Cancel',
  pleaseSelect: 'Please select a rating.',
  thanksTitle: 'Thank you!',
  thanksBody: 'Your feedback helps us improve Tenora.',
  ok: 'OK',
};

export type RatingTexts = typeof ratingEnIN;
export default ratingEnIN;
