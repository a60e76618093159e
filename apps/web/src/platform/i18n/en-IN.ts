/**
 * English (India). This catalogue defines the keys: `id-ID.ts` must have every one of them,
 * so a missing translation is a type error, not a blank on a borrower's screen.
 */
const enIN = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    goHome: 'Back to home',
  },
  errors: {
    sessionTitle: 'Please sign in again',
    sessionBody:
      'Your session has ended or this link is not valid. Go back to the app home and sign in to continue.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'This page does not exist or has moved.',
    crashTitle: 'Something went wrong',
    crashBody: 'The page ran into a problem. Please try again.',
    offlineTitle: 'No connection',
    offlineBody: 'We could not reach Tenora. Check your internet connection and try again.',
    network: 'Network error. Please check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    unsafeLink: 'This link cannot be opened here.',
  },
  bridge: {
    rateThanks: 'Thank you for rating Tenora!',
    openInApp: 'Please open this in the Tenora app.',
  },
  orders: {
    title: 'My loans',
    emptyTitle: 'No loans yet',
    emptyBody: 'When you apply for a loan, you can follow it here.',
    explore: 'Explore loans',
    appliedOn: (date: string) => `Applied on ${date}`,
    loadFailed: 'We could not load your loans.',
    orderNo: (id: number) => `Order ${id}`,
  },
  recommend: {
    title: 'Loans for you',
    emptyTitle: 'Applications are full today',
    emptyBody: 'Please try again tomorrow.',
    loadFailed: 'We could not load the loans on offer.',
    closedHint: 'Not taking applications right now',
  },
  orderStatus: {
    21: 'Under review',
    151: 'Approved, disbursing',
    110: 'Not approved',
    170: 'Repayment pending',
    174: 'Due today',
    180: 'Overdue',
    200: 'Repaid',
    3: 'Repaying',
    5: 'Overdue',
    4: 'Settled',
    unknown: 'In progress',
  },
};

export type Messages = typeof enIN;
export default enIN;
