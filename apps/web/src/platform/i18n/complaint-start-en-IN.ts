/**
 * The complaint centre's first screen and list (see catalogues.ts): a section apart from
 * `complaint`, which the form and a complaint's details speak, so those do not load them.
 */
const complaintStartEnIN = {
  title: 'Raise a complaint',
  intro:
    'Tell us what went wrong. Every complaint gets a reference number and an answer by a date.',
  myComplaints: 'My complaints',
  loanTitle: 'Which loan is it about?',
  noLoan: 'Not about a loan',
  allLoans: 'All loans',
  chooseLoan: 'Choose a loan',
  typeTitle: 'What is it about?',
  subTypeTitle: 'What happened during collection?',
  collectionBlocked: 'The selected order does not support sending collection types',
  collectionWhy:
    'A complaint about collection is for a loan that is or has been overdue. Choose such a loan, or another type.',
  loadFailed: 'We could not load the complaint form.',
  listAnswerBy: (date: string) => `Answer by ${date}`,
  listAnswered: 'Answered',
  listTitle: 'My complaints',
  listEmpty: 'No complaints here',
  listEmptyBody: 'Complaints you raise show here with their reference number.',
  listFailed: 'We could not load your complaints.',
  newComplaint: 'Raise a complaint',
};

export type ComplaintStartTexts = typeof complaintStartEnIN;
export default complaintStartEnIN;
