/**
 * The words of help: the entry (/complainNewPage) and the chatbot (/intelligentCustomerService)
 * (see catalogues.ts): their own chunk, loaded only with those screens.
 */
const helpEnIN = {
  title: 'Help',
  intro: 'Choose the loan and the topic of your question. Our assistant answers at once.',
  loadFailed: 'Help could not be loaded',
  order: 'Your loan',
  allOrders: 'All loans',
  chooseOrder: 'Choose a loan',
  chosen: 'Chosen',
  noOrders: 'You have no loans yet. You can still ask about anything.',
  topics: 'What is your question about?',
  noTopics: 'No topics yet. Write to customer service instead.',
  chatTitle: 'Tenora assistant',
  greeting: 'Hello! Choose a topic, or type your question below.',
  conversation: 'Conversation',
  you: 'You said',
  bot: 'Tenora said',
  otherTopics: 'Other topics',
  inputLabel: 'Type your question',
  send: 'Send',
  solvedAsk: 'Did this solve your problem?',
  solvedYes: 'Yes, solved',
  solvedNo: 'No',
  rateAsk: 'How would you rate this help?',
  star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  rate: 'Send rating',
  pleaseChoose: 'Please choose',
  handOver: 'Write to our team',
  customerService: 'Contact customer service',
  openRepay: 'Repay',
  openExtension: 'Extend',
  openDocuments: 'Documents',
  offline: "You're offline. I'll send it as soon as you're back online.",
  backOnline: 'Back online, sending it now.',
};

export type HelpTexts = typeof helpEnIN;
export default helpEnIN;
