/**
 * The complaint screens' words (see catalogues.ts): their own chunk, loaded only with the screens
 * that use them. Where to escalate comes from the server, in the borrower's language.
 */
const complaintEnIN = {
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
  enlarge: (n: number) => `Enlarge photo ${n}`,
};

export type ComplaintTexts = typeof complaintEnIN;
export default complaintEnIN;
