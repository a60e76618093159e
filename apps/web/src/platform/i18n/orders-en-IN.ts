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
  /** The e-mail address for messages, under them on /messages. */
  email: {
    title: 'Messages by e-mail',
    why: 'We send these messages to your phone by SMS. Add an e-mail address to get them by e-mail too.',
    label: 'E-mail address',
    invalid: 'Please enter a valid e-mail address, like name@example.com.',
    save: 'Save',
    cancel: 'Cancel',
    current: (email: string) => `We also send your messages to ${email}.`,
    change: 'Change',
    remove: 'Remove',
    saved: 'E-mail address saved',
    removed: 'E-mail address removed. Messages will come by SMS only.',
  },
};

export type OrdersTexts = typeof ordersEnIN;
export default ordersEnIN;
