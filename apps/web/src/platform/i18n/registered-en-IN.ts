/**
 * The words of the pages a visitor reaches from a landing page (the app-store links, the
 * agreements): apart from the landing page's own section, which every visitor loads first.
 */
const registeredEnIN = {
  /** Said as the visitor lands on the download page: after registering, or when already registered. */
  registered: 'Registered successfully',
  alreadyRegistered: 'You are already registered. Please download the app and sign in.',
  downloadTitle: 'You are registered',
  downloadBody: (app: string) =>
    `Download the ${app} app and sign in with your mobile number to apply for your loan.`,
  store: { android: 'Get it on Google Play', ios: 'Download on the App Store' },
  otherStore: {
    android: 'Using an Android phone? Get it on Google Play',
    ios: 'Using an iPhone? Download on the App Store',
  },
  legalTitle: 'User Agreement and Privacy Notice',
  userAgreement: 'User Agreement',
  privacyNotice: 'Privacy Notice',
  back: 'Back to registration',
};

export type RegisteredTexts = typeof registeredEnIN;
export default registeredEnIN;
