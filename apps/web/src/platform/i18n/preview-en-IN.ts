/**
 * The words of the developer preview (/testPreview, decision 058). Imported by its page alone, so
 * they leave production builds with it.
 */
const previewEnIN = {
  title: 'Test preview',
  intro:
    'For developers and testers: set what a native shell would put in the address, then open a screen with it.',
  deviceTitle: 'Device and session',
  fields: {
    appVersion: 'App version',
    deviceName: 'Device name',
    deviceId: 'Device id',
    osVersion: 'OS version',
    sessionId: 'Session id',
    advertisingId: 'Advertising id',
    productId: 'Product id',
    orderId: 'Order id',
  },
  linksTitle: 'Open a screen',
  links: {
    confirm: 'Loan confirm',
    loanDetail: 'Loan details',
    repay: 'Repay',
    extension: 'Extension',
    bindCard: 'Bind a bank card',
    aboutUs: 'About us',
    complaint: 'Complaint',
    customerService: 'Customer service',
    privacyPolicy: 'Privacy policy',
    repaymentInstructions: 'Repayment instructions',
  },
  deviceToolsTitle: 'Phone features',
  photo: 'Take or choose a photo',
  photoChosen: (name: string, kb: number, width: number, height: number) =>
    `${name}: ${kb} KB, ${width} × ${height} px`,
  photoUnreadable: 'This file is not a picture the phone can show.',
  photoAlt: 'The photo chosen',
  contact: 'Contact phone number',
  pickContact: 'Choose from contacts',
  contactNone: 'No contact was chosen.',
  locate: 'Get my location',
  locating: 'Finding your location…',
  located: (lat: string, lng: string, metres: number) =>
    `Latitude ${lat}, longitude ${lng} (within ${metres} m)`,
  locationDenied: 'Location permission was refused.',
  locationUnavailable: 'The location is not available on this phone.',
};

export type PreviewTexts = typeof previewEnIN;
export default previewEnIN;
