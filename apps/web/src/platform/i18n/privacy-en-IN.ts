import type { Market } from '@tenora/domain/market';

/**
 * The words of the privacy centre (/privacy, docs/product.md#privacy) (see catalogues.ts): their
 * own chunk, loaded only with the screen. What the law says differs by market (India's DPDP Act,
 * Indonesia's PDP Law), so those lines are keyed by the borrower's market.
 */
const privacyEnIN = {
  title: 'Privacy & my data',
  /** The row of the language switch, in English and Hindi: found whichever the screen speaks. */
  language: 'Language / भाषा',
  intro: {
    IN: 'Your rights over your personal data under the Digital Personal Data Protection Act, 2023: to see it, correct it, withdraw your consent, raise a grievance and close your account.',
    ID: 'Your rights over your personal data under Law No. 27 of 2022 on Personal Data Protection (UU PDP): to see it, correct it, withdraw your consent, complain and close your account.',
  } satisfies Record<Market, string>,
  loadFailed: 'We could not load your privacy settings.',
  /** Under a button whose call failed: the server's words, else these. */
  failed: 'That did not go through. Please try again.',
  consents: {
    title: 'Your consents',
    loan: (product: string, orderNo: string) =>
      `${product}, order ${orderNo}: key fact statement and loan agreement`,
    registration: 'Privacy notice, accepted when you registered',
    marketing: 'Offers by SMS, e-mail and in the app',
    version: 'Version',
    given: 'Given',
    via: {
      confirm: 'on the loan confirmation screen',
      landing: 'on the registration page',
      privacy: 'on this screen',
    },
    appVersion: (version: string) => `app ${version}`,
    status: 'Status',
    active: 'In force',
    withdrawnOn: (when: string) => `Withdrawn on ${when}`,
    notGiven: 'Not given',
    /** Said before the button, so the borrower knows what the tap does. */
    marketingOn:
      'If you withdraw, you will no longer get offers by SMS, e-mail or in the app. Messages about your loans still come.',
    marketingOff:
      'If you agree, we may send you offers by SMS, e-mail or in the app. You can withdraw here at any time. Messages about your loans come either way.',
    withdraw: 'Withdraw consent',
    give: 'Give consent',
    loanWhy:
      'This consent is part of your loan contract. Withdrawing it would not end the loan: while it runs we use your data to service it, and the law requires us to keep its records, so there is nothing here to switch off. To end a loan, cancel it within its cooling-off period, or repay it.',
    viewLoan: 'View the loan',
    registrationWhy:
      'Withdrawing this consent means closing your account: you can ask for that below.',
    toClose: 'Go to Close my account',
  },
  data: {
    title: 'Your data',
    intro: 'What we hold about you, by kind.',
    categories: {
      account: 'Your account',
      loans: 'Loans',
      payments: 'Payments',
      bankAccounts: 'Bank accounts',
      cards: 'Cards',
      autopay: 'Autopay',
      complaints: 'Complaints',
      help: 'Help chats',
      messages: 'Messages we sent you',
      papers: 'Documents issued to you',
      devices: 'Devices',
    },
    count: (n: number) => (n === 1 ? '1 record' : `${n} records`),
    none: 'None',
    latest: (when: string) => `Latest: ${when}`,
    copy: 'Get a copy of my data',
    copyHint:
      'Everything we hold about you, as it stands now: a JSON file to take to another service, and a PDF to read.',
    ready: 'Your copy is ready.',
    json: 'Download JSON',
    pdf: 'Download PDF',
  },
  requests: {
    title: 'Your requests',
    deadline: {
      IN: 'We answer every request within 30 days.',
      ID: 'We act on every request within 3 × 24 hours.',
    } satisfies Record<Market, string>,
    none: 'You have not made a request yet.',
    kind: {
      access: 'Copy of my data',
      correction: 'Correction',
      erasure: 'Close my account',
      grievance: 'Grievance',
    },
    status: {
      open: 'Open',
      erasing: 'Being erased',
      done: 'Done',
      refused: 'Refused',
      withdrawn: 'Withdrawn',
    },
    opened: 'Opened',
    dueBy: 'Answer due by',
    closed: 'Closed',
    yourWords: 'You wrote',
    answer: 'Our answer',
    withdraw: 'Withdraw',
    counter: (n: number, max: number) => `${n}/${max}`,
    cancel: 'Cancel',
    send: 'Send',
    sent: (due: string) => `Request sent. We answer by ${due}.`,
    correction: {
      open: 'Ask for a correction',
      label: 'What is wrong, and what should it be?',
      hint: 'For example: “My address is wrong. It should be 12 MG Road, Pune 411001.”',
      empty: 'Please write what is wrong and what it should be.',
      oneOpen:
        'Your correction request is open. You can ask for another once we have answered it, or after you withdraw it.',
    },
    grievance: {
      open: 'Raise a privacy grievance',
      label: 'What is your grievance about how we handle your data?',
      hint: 'Say what happened and when. Your grievance goes to the officer named below.',
      empty: 'Please write your grievance.',
      oneOpen:
        'Your grievance is open. You can raise another once we have answered it, or after you withdraw it.',
    },
  },
  close: {
    title: 'Close my account',
    erased:
      'We erase your e-mail address, saved cards, bank accounts no loan was paid into, help chats, your registration, what you viewed in the app and the text of the messages we sent you; if you never took a loan, your mobile number too. You are signed out. We keep your complaints and our answers, a record of each message without its text, the record of the consents you gave and this request, as proof of what was done.',
    kept: (years: number) =>
      `The law requires us to keep your loan records (agreements, payments, the bank account a loan was paid into) with your mobile number for ${years} years after your last loan closes. We use them for nothing else. If you sign in again, your account opens again.`,
    withdrawable: 'Until we act on it, you can withdraw your request here.',
    ask: 'Close my account',
    confirmTitle: 'Close your account?',
    confirmBody:
      'We will erase your personal data as described. This cannot be undone once we have acted on it.',
    confirm: 'Yes, close my account',
    keep: 'Keep my account',
    openLoans:
      'You can close your account once these loans have ended: repaid, cancelled or not approved.',
    pending: (opened: string, due: string) =>
      `You asked to close your account on ${opened}. We will do it by ${due}.`,
    erasing: 'We are erasing your data now.',
    orderNo: (orderNo: string) => `Order ${orderNo}`,
  },
  officer: {
    title: {
      IN: 'Grievance Officer',
      ID: 'Data Protection Officer',
    } satisfies Record<Market, string>,
    role: {
      IN: 'Answers for your personal data under the DPDP Act, and hears your grievances.',
      ID: 'Answers for your personal data under the PDP Law, and hears your complaints.',
    } satisfies Record<Market, string>,
    email: 'E-mail',
    phone: 'Phone',
  },
};

export type PrivacyTexts = typeof privacyEnIN;
export default privacyEnIN;
