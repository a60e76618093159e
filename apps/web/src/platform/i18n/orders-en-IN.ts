/**
 * The words of the loan list (/orders) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const ordersEnIN = {
  title: 'My loans',
  emptyTitle: 'No loans yet',
  emptyBody: 'When you apply for a loan, you can follow it here.',
  explore: 'Explore loans',
  appliedOn: (date: string) => `Applied on ${date}`,
  loadFailed: 'We could not load your loans.',
  orderNo: (id: number) => `Order ${id}`,
  documents: 'My documents',
};

export type OrdersTexts = typeof ordersEnIN;
export default ordersEnIN;
