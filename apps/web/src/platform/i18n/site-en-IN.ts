/**
 * The words of the company site and pages (menu, contact form) (see catalogues.ts): their own chunk, loaded only with the
 * screens that use them.
 */
const siteEnIN = {
  menu: 'Site menu',
  home: 'Home',
  about: 'About us',
  reviews: 'User reviews',
  policy: 'Privacy Policy',
  loan: 'Loan terms and conditions',
  contact: 'Contact us',
  service: 'Customer service',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  message: 'Message',
  submit: 'Submit',
  incomplete: 'Please provide complete information!',
  sent: 'Submitted successfully',
  emailInvalid: 'Please enter a valid e-mail address.',
  replies: (days: number) => `We reply within ${days} working days.`,
};

export type SiteTexts = typeof siteEnIN;
export default siteEnIN;
