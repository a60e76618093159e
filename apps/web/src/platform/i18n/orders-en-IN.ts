/**
 * The words of the loan list (/orders) and of the borrower's messages (/messages), which it leads
 * to (see catalogues.ts): their own chunk, loaded only with the screens that use them.
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
  privacy: 'Privacy & my data',
  messages: 'Messages',
  /** The messages link's accessible name, which says the count its badge shows. */
  messagesLabel: (unread: number) => (unread > 0 ? `Messages, ${unread} unread` : 'Messages'),
  /** The messages screen (/messages), reached from My loans. */
  inbox: {
    loadFailed: 'We could not load your messages.',
    /** Marks a message the borrower had not read when the screen opened. */
    unread: 'New',
    emptyTitle: 'No messages yet',
    emptyBody: 'Reminders before a payment is due and news about your complaints will appear here.',
    older: 'Load older messages',
    openLoan: 'View the loan',
    openComplaint: 'View the complaint',
    openPaper: 'Download the document',
  },
  /**
   * How the borrower is reached, changed by them: the e-mail card under the messages, and My
   * details on /privacy, whose card loads these words with it (a section of their own would
   * cost every route's first load its entry in catalogues.ts). First what the e-mail and the
   * phone editors both say.
   */
  contact: {
    change: 'Change',
    cancel: 'Cancel',
    confirm: 'Confirm',
    codeMissing: 'Enter the 6-digit code.',
  },
  /** The e-mail address. */
  email: {
    title: 'Messages by e-mail',
    why: 'We send these messages to your phone by SMS. Add an e-mail address to get them by e-mail too.',
    label: 'E-mail address',
    invalid: 'Please enter a valid e-mail address, like name@example.com.',
    send: 'Send code',
    current: (email: string) => `We also send your messages to ${email}.`,
    remove: 'Remove',
    sent: (email: string) =>
      `We sent a 6-digit code to ${email}. Enter it here to confirm the address; until then, nothing changes.`,
    codeLabel: 'Code from the e-mail',
    saved: 'E-mail address confirmed',
    removed: 'E-mail address removed. Messages will come by SMS only.',
  },
  /** The phone number, in My details. */
  phone: {
    label: 'Mobile number',
    newLabel: 'New mobile number',
    invalid: {
      IN: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.',
      ID: 'Enter a valid mobile number starting with 08 (10 to 13 digits).',
    },
    why: 'Your codes and messages go to this number. To move them, we send one code to this number and one to the new one.',
    send: 'Send codes',
    sent: (current: string, next: string) =>
      `We sent a code to your number ${current} and another to ${next}. Enter both; until then, your number stays.`,
    currentCode: (current: string) => `Code sent to ${current}`,
    newCode: (next: string) => `Code sent to ${next}`,
    saved: 'Your number was changed. We told your old number too.',
  },
  details: {
    title: 'My details',
    intro:
      'How we reach you. A new number or address counts once you enter the code we send to it.',
    bank: 'The bank account your loan is paid into is changed on the loan’s page, while the loan waits to be paid out.',
    address:
      'Your home address is not kept in this app. To correct it, or anything else we hold, send a correction request below.',
  },
};

export type OrdersTexts = typeof ordersEnIN;
export default ordersEnIN;
