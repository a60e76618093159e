/**
 * The session parameters the native shell puts in the address, carried by the app on every
 * link and every call (docs/product.md#session). `lang` is our stored display-language flag.
 */
export const SESSION_PARAM_NAMES = [
  'deviceId',
  'userId',
  'sessionId',
  'merchantNumber',
  'mobilePhone',
  'appVersion',
  'appName',
  'clientType',
  'lang',
] as const;

export type SessionParamName = (typeof SESSION_PARAM_NAMES)[number];
export type SessionParams = Partial<Record<SessionParamName, string>>;

/** Query parameters whose values are secrets or personal data, never to be logged. */
export const SENSITIVE_PARAMS = [
  'sessionId',
  'token',
  'mobilePhone',
  'phone',
  'telephone',
  'smsCode',
  'verifyCode',
  'code',
  'capcode',
  'cardNo',
  'otp',
  // The landing captcha's id (its answer is one call away in development) and payment
  // references (wal_…, ext_…, VA numbers), which open a payment's status and page.
  'sid',
  'reference',
  // E-mail addresses: the support API's mailbox (`to`), and any call that takes one.
  'email',
  'to',
  // A bank account's number, which only its last four digits may show.
  'accountNumber',
  // The console's: never sent in an address (decision 072), redacted should a client try.
  'password',
  'csrfToken',
] as const;

/** Longest value the app keeps or sends for any session parameter. */
export const SESSION_PARAM_MAX_LENGTH = 256;
