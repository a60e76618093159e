/**
 * The complaint screens' words (see catalogues.ts): their own chunk, loaded only with the screens
 * that use them. Where to escalate comes from the server, in the borrower's language.
 */
const complaintEnIN = {
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
  formTitle: 'Tell us what happened',
  textLabel: 'Your complaint',
  textPlaceholder: 'What happened, when, and what you would like us to do',
  counter: (n: number, max: number) => `${n}/${max}`,
  emptyText: 'Please fill in your comments and suggestions',
  photosTitle: 'Photos (optional)',
  photosHint: (max: number) => `Up to ${max} photos: screenshots, messages, receipts.`,
  addPhoto: 'Add a photo',
  photo: (n: number) => `Photo ${n}`,
  uploading: (percent: number) => `Uploading, ${percent}%`,
  uploaded: 'Uploaded',
  uploadFailed: 'Not uploaded',
  uploadSucceeded: 'Upload succeeded!',
  retry: 'Retry',
  remove: 'Remove',
  waitForPhotos: 'Please wait until every photo is uploaded, or remove the ones that failed.',
  submit: 'Submit',
  successTitle: 'Complaint received',
  reference: 'Reference number',
  answerBy: 'We will answer by',
  successKeep: 'Keep this reference number: it is how we find your complaint if you call us.',
  successDone: 'Done',
  listAnswerBy: (date: string) => `Answer by ${date}`,
  listAnswered: 'Answered',
  listTitle: 'My complaints',
  listEmpty: 'No complaints here',
  listEmptyBody: 'Complaints you raise show here with their reference number.',
  listFailed: 'We could not load your complaints.',
  newComplaint: 'Raise a complaint',
  enlarge: (n: number) => `Enlarge photo ${n}`,
};

export type ComplaintTexts = typeof complaintEnIN;
export default complaintEnIN;
