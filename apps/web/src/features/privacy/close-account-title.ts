/**
 * The id of the heading of "Close my account", one on the page: where the registration's consent
 * leads (consents-card.tsx). Apart from the card, which comes in a later chunk (privacy-more.tsx).
 */
export const CLOSE_ACCOUNT_TITLE = 'close-account';
