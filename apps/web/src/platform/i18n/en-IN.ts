import type { Market } from '@tenora/domain/market';

/**
 * English (India). This catalogue defines the keys: `id-ID.ts` must have every one of them,
 * so a missing translation is a type error, not a blank on a borrower's screen.
 */
const enIN = {
  common: {
    language: 'Language',
    loading: 'Loading…',
    retry: 'Try again',
    goHome: 'Back to home',
    productClosed: 'Not taking applications right now',
    phonePlaceholder: (market: Market): string =>
      market === 'IN' ? '98765 43210' : '0812 3456 7890',
    phoneInvalid: (market: Market): string =>
      market === 'IN'
        ? 'Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.'
        : 'Please enter a valid mobile number starting with 08 (10 to 13 digits).',
  },
  errors: {
    sessionTitle: 'Please sign in again',
    sessionBody:
      'Your session has ended or this link is not valid. Go back to the app home and sign in to continue.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'This page does not exist or has moved.',
    crashTitle: 'Something went wrong',
    crashBody: 'The page ran into a problem. Please try again.',
    offlineTitle: "You're offline",
    offlineBody:
      'Check your internet connection. This screen loads by itself when you are back online.',
    network: 'Network error. Please check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
    unsafeLink: 'This link cannot be opened here.',
  },
  bridge: {
    rateThanks: 'Thank you for rating Tenora!',
    openInApp: 'Please open this in the Tenora app.',
  },
};

export type CoreMessages = typeof enIN;
export default enIN;
