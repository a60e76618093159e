/**
 * The words of the loans on offer (/recommend) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const recommendEnIN = {
  title: 'Loans for you',
  emptyTitle: 'Applications are full today',
  emptyBody: 'Please try again tomorrow.',
  loadFailed: 'We could not load the loans on offer.',
};

export type RecommendTexts = typeof recommendEnIN;
export default recommendEnIN;
