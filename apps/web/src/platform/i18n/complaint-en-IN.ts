import type { Market } from '@tenora/domain/market';

/**
 * The complaint screens' words (see catalogues.ts): their own chunk, loaded only with the screens
 * that use them. Where the borrower may escalate depends on the market's regulator, not the
 * language, so those lines take the market.
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
  chosen: 'Chosen',
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
  unreadablePhoto: 'This file is not a photo we can read. Choose a JPEG, PNG or WebP picture.',
  retry: 'Retry',
  remove: 'Remove',
  waitForPhotos: 'Please wait until every photo is uploaded, or remove the ones that failed.',
  submit: 'Submit',
  successTitle: 'Complaint received',
  reference: 'Reference number',
  answerBy: 'We will answer by',
  listTitle: 'My complaints',
  listEmpty: 'No complaints here',
  listEmptyBody: 'Complaints you raise show here with their reference number.',
  listFailed: 'We could not load your complaints.',
  newComplaint: 'Raise a complaint',
  detailTitle: 'Complaint',
  detailFailed: 'We could not load this complaint.',
  type: 'Type',
  subType: 'What happened',
  content: 'Your complaint',
  evidence: 'Your photos',
  raisedOn: 'Raised on',
  status: 'Status',
  waiting: 'We are looking into it. You will see our answer here.',
  processResult: 'Process Result',
  enlarge: (n: number) => `Enlarge photo ${n}`,
  close: 'Close',
  rateTitle: 'How did we handle your complaint?',
  rateBody: 'Your rating helps us answer better.',
  star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  rateSubmit: 'Submit',
  rateLater: 'Not now',
  ratePick: 'Please choose a rating',
  rateThanks: 'Thank you for your rating',
  yourRating: (n: number) => `Your rating: ${n} of 5`,
  escalateTitle: 'Not satisfied, or no answer in time?',
  escalateBody: (market: Market): string =>
    market === 'IN'
      ? "You may write to our grievance officer, and then escalate to the RBI Ombudsman through the RBI's Complaint Management System (cms.rbi.org.in)."
      : 'You may write to our grievance officer, and then complain to OJK through its consumer complaint channel (Kontak OJK 157, kontak157.ojk.go.id).',
  officer: 'Grievance officer',
};

export type ComplaintTexts = typeof complaintEnIN;
export default complaintEnIN;
