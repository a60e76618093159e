/**
 * The ways to pay on Repay (docs/product.md#payments), in English: the catalogue section
 * `payMethods` (see catalogues.ts), loaded with /repay in the borrower's language only.
 */
const payMethodsEnIN = {
  names: {
    upi: 'UPI',
    card: 'Debit card',
    netbanking: 'Net banking',
    va: 'Bank transfer',
    store: 'Alfamart or Indomaret',
    wallet: 'E-wallet',
  },
  hints: {
    upi: 'Any UPI app: Google Pay, PhonePe, Paytm, BHIM',
    card: 'With an SMS code',
    netbanking: "On your bank's own page",
    va: 'To your own account number',
    store: 'Pay cash at the cashier with a code',
    wallet: 'Approve in your e-wallet',
  },
  va: {
    in: 'Send the amount by IMPS, NEFT or RTGS to an account number with its IFSC.',
    id: 'Pay by ATM, mobile or internet banking to a virtual account number.',
    continue: 'Get the account number',
  },
  store: {
    body: 'Get a payment code and pay in cash at any store.',
    continue: 'Get a payment code',
  },
  wallet: {
    body: 'You will approve the payment in your e-wallet.',
    continue: 'Continue to e-wallet',
  },
  cardPage: {
    hint: "On the payment page, with your bank's check",
    body: "You will enter your card on our payment partner's secure page and approve it with your bank, then come back here. We never see your card number.",
    continue: 'Continue to pay by card',
  },
  netbanking: {
    body: "You will sign in on your bank's page to approve the payment, then come back here.",
    continue: 'Continue to your bank',
  },
  upi: {
    intro:
      'Your UPI code opens your UPI app, shows a QR code to scan from another phone, or sends a request to your UPI ID.',
    getCode: (amount: string) => `Get UPI code for ${amount}`,
    starting: 'Getting your UPI code…',
    amountChanged: 'You changed the amount. Get a new UPI code for it.',
    offline:
      "You're offline, so we could not get your UPI code. Check your connection and try again.",
    openApp: (amount: string) => `Pay ${amount} with a UPI app`,
    noAppQr: 'No UPI app opened on this phone. Scan the QR code from another phone.',
    noApp:
      'No UPI app opened on this phone. Scan the QR code from another phone, or send a request to your UPI ID below.',
    qrTitle: 'Scan to pay from another phone',
    qrLabel: (amount: string) => `QR code to pay ${amount} by UPI`,
    qrAmount: (amount: string) => `Amount: ${amount}`,
    collectTitle: 'Or get a request in your UPI app',
    collectLabel: 'Your UPI ID',
    collectHint: 'For example name@okhdfcbank',
    collectSend: 'Send request',
    collectInvalid: 'Please enter a UPI ID like name@bank, as shown in your UPI app.',
    collectSent: (vpa: string) => `Request sent to ${vpa}. Open your UPI app and approve it.`,
    waiting: 'Waiting for your payment…',
    paidTitle: 'Payment received',
    paidBody: (amount: string) => `We received ${amount} by UPI. Thank you!`,
    backToLoan: 'Back to my loan',
    closed: 'This UPI payment is no longer open.',
    startAgain: 'Start again',
    reference: (ref: string) => `Reference ${ref}`,
    failed: 'We could not get your UPI code. Please try again.',
    tryAgain: 'Try again',
  },
};

export type PayMethodTexts = typeof payMethodsEnIN;
export default payMethodsEnIN;
