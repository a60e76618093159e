/**
 * One complaint's screen's words (see catalogues.ts): its answer, the rating and where to
 * escalate; apart from the words the form and the list need, so those screens load less.
 */
const complaintDetailEnIN = {
  detailTitle: 'Complaint',
  detailFailed: 'We could not load this complaint.',
  content: 'Your complaint',
  raisedOn: 'Raised on',
  rating: 'Your rating',
  waiting: 'We are looking into it. You will see our answer here.',
  late: (date: string) =>
    `Our answer was due by ${date} and is late. We are sorry. We are still working on it, and you will see our answer here.`,
  processResult: 'Process Result',
  close: 'Close',
  rateTitle: 'How did we handle your complaint?',
  rateBody: 'Your rating helps us answer better.',
  star: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  rateSubmit: 'Submit',
  rateLater: 'Not now',
  ratePick: 'Please choose a rating',
  rateThanks: 'Thank you for your rating',
  yourRating: (n: number) => `${n} of 5 stars`,
  escalateTitle: 'Where else you can complain',
  extended: 'Answer date moved',
  moved: (from: string, to: string, reason: string) => `From ${from} to ${to}. Reason: ${reason}`,
  officer: 'Grievance officer',
  phone: 'Phone',
  email: 'E-mail',
};

export type ComplaintDetailTexts = typeof complaintDetailEnIN;
export default complaintDetailEnIN;
