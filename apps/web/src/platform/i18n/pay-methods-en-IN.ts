/**
 * The ways to pay on Repay (docs/product.md#payments) and its autopay card, in English: the
 * catalogue section `payMethods` (see catalogues.ts), loaded with /repay's ways to pay and its
 * autopay card, in the borrower's language only.
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
  /**
   * Autopay (docs/product.md#autopay): Repay's card, below the ways to pay. `upi_autopay` is
   * India's UPI AutoPay, `direct_debit` Indonesia's debit from the account of a linked bank card:
   * the loan's kind, whatever the app's language.
   */
  autopay: {
    /** The card's heading when nothing else can be said (its read failed). */
    title: 'Pay automatically',
    loadFailed: 'We could not load your autopay. Please try again.',
    /** No autopay, or one that ended: what it does, and the way to set it up. */
    offer: {
      title: {
        upi_autopay: 'Pay automatically with UPI AutoPay',
        direct_debit: 'Pay automatically by auto-debit',
      },
      body: {
        upi_autopay:
          'Each instalment is taken from your bank account through your UPI app on its due date, never more than is due. We tell you 24 hours before each debit, with the amount, and you can cancel here at any time.',
        direct_debit:
          'Each instalment is debited from the bank account of your debit card on its due date, never more than is due. We tell you 24 hours before each debit, with the amount, and you can cancel here at any time.',
      },
      refused: 'Autopay was not set up: it was declined.',
      cancelled: 'Autopay was cancelled. Nothing more is taken.',
      startUpi: 'Set up UPI AutoPay',
      startDebit: 'Set up auto-debit',
    },
    /** Indonesia's form: the debit card whose bank account is debited. */
    card: {
      privacy: 'We never ask for your full card number or your PIN.',
      bank: 'Bank',
      chooseBank: 'Choose your bank',
      bankInvalid: 'Choose your bank from the list.',
      lastFour: 'Last 4 digits of your debit card',
      lastFourInvalid: 'Enter the last 4 digits of your debit card.',
      expiry: 'Card expiry date (MM/YY)',
      expiryHint: 'As printed on your card, like 08/29',
      expiryInvalid:
        'Enter the expiry date printed on your card, as MM/YY (like 08/29). The card must not have expired.',
    },
    /** Asked, waiting for the borrower to approve it in their UPI app or at their bank. */
    approving: {
      title: {
        upi_autopay: 'Approve the mandate in your UPI app',
        direct_debit: 'Approve auto-debit at your bank',
      },
      body: {
        upi_autopay: (max: string) =>
          `Your UPI app asks you to allow debits of up to ${max} each. Approve it there, then come back here.`,
        direct_debit: (max: string) =>
          `Your bank asks you to allow debits of up to ${max} each. Approve it there, then come back here.`,
      },
      open: {
        upi_autopay: 'Open my UPI app',
        direct_debit: 'Go to my bank',
      },
      checkAgain: 'Check again',
      notYet: {
        upi_autopay:
          'We have not heard from your UPI app yet. Approve the mandate there, then check again.',
        direct_debit: 'We have not heard from your bank yet. Approve it there, then check again.',
      },
      noApp: 'No UPI app opened on this phone. Scan the QR code with the UPI app on another phone.',
      qrTitle: 'Or scan with the UPI app on another phone',
      qrLabel: (max: string) => `QR code to approve UPI AutoPay of up to ${max} a debit`,
    },
    /** Indonesia: the bank texted a code to link the card. */
    code: {
      title: 'Enter the code from your bank',
      body: (bank: string) =>
        `${bank} sent a code by SMS to the phone number registered with your bank. It links your debit card for auto-debit.`,
      yourBank: 'Your bank',
      label: 'Code from the SMS',
      invalid: 'Enter the code from the SMS, in digits only.',
      confirm: 'Confirm',
    },
    active: {
      title: 'Autopay is on',
      account: 'Debited from',
      maxAmount: 'Most one debit can take',
      next: 'Next debit',
      /** Told, to be taken: when it was told, and when it is taken at the earliest. */
      noticed: (told: string, amount: string, after: string) =>
        `We told you on ${told}: ${amount} is taken on ${after} at the earliest.`,
      presented: (amount: string) => `${amount} is being taken now.`,
      planned: (amount: string, on: string) =>
        `${amount} on ${on}, as your loan stands today. We tell you the exact amount 24 hours before.`,
      none: 'No debit is planned yet. We tell you 24 hours before each one, with the amount.',
    },
    paused: {
      title: 'Autopay is paused',
      body: 'You paused it in your UPI app, so nothing is taken. Resume it in your UPI app, or cancel it here.',
    },
    cancelling: {
      title: 'Cancelling autopay',
      body: 'Your bank is ending the mandate. No new debit will be taken.',
    },
    /** The last debit failed: said first, above the rest. */
    lastFailed: (amount: string, on: string) =>
      `The automatic payment of ${amount} on ${on} did not go through. Pay it here now; we will remind you.`,
    cancel: 'Cancel autopay',
    cancelTitle: 'Cancel autopay?',
    cancelBody:
      'No new debit is taken from now on, not even one we have told you of. A debit already sent to your bank may still go through; if it does, it is applied to your loan. You then pay each instalment yourself, here, by its due date.',
    cancelConfirm: 'Yes, cancel autopay',
    keep: 'Keep autopay',
  },
  enterAmount: 'Enter the amount to pay',
  cards: 'Pay from your bank card',
  noCards: 'You have not added a bank card yet.',
  addCard: 'Add a bank card',
  amountTooHigh: (max: string) => `You can pay at most ${max}`,
  amountInvalid: 'Please enter an amount greater than zero',
  codeTitle: 'Enter the SMS code',
  codeBody: 'We sent a 6-digit code to your registered mobile number.',
  code: 'SMS code',
  resendIn: (s: number) => `Resend in ${s} s`,
  resend: 'Resend code',
  confirm: 'Confirm payment',
  cancel: 'Cancel',
  codeInvalid: 'Please enter the correct code',
  keypad: {
    confirm: 'Done',
    hide: 'Hide',
    delete: 'Delete',
  },
  wrongCode: 'Incorrect code. Please try again.',
  duplicate: 'This payment was already submitted',
  failed: 'The payment did not go through. Please try again.',
  paid: 'Payment received',
  methodsTitle: 'How would you like to pay?',
};

export type PayMethodTexts = typeof payMethodsEnIN;
export default payMethodsEnIN;
