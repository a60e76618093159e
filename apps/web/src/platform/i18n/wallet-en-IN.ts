/**
 * The wallet screens' words (see catalogues.ts): their own chunk, loaded only with the screens
 * that use them.
 */
const walletEnIN = {
  title: 'Pay with a wallet',
  body: 'You will go to your wallet to approve the payment, then come back here.',
  continue: 'Continue to wallet',
  paidTitle: 'Payment received',
  paidBody: (amount: string) => `We received ${amount}. Thank you!`,
  backToLoan: 'Back to my loan',
  cancelledTitle: 'Payment cancelled',
  cancelledBody: 'No money was taken. You can try again or choose another way to pay.',
  tryAgain: 'Try again',
  otherWays: 'Other ways to pay',
  pendingTitle: 'Waiting for your wallet',
  pendingBody: 'We have not heard back from your wallet yet.',
  bankPendingTitle: 'Waiting for your bank',
  bankPendingBody: 'We have not heard back from your bank yet.',
  checkoutPendingTitle: 'Waiting for your payment',
  checkoutPendingBody: 'We have not heard back about your payment yet.',
  checkAgain: 'Check again',
  refundTitle: 'Your loan was already repaid',
  refundBody: 'This wallet payment will be refunded to you.',
  bankRefundBody: 'This payment will be refunded to you.',
  refundedTitle: 'Refunded to you',
  refundedBody: (amount: string, date: string) =>
    `The ${amount} of this payment was refunded to you on ${date}. It can take a few working days to show in your account.`,
  extensionRefundTitle: 'Your loan was not extended',
  extensionRefundBody: (fee: string) =>
    `Your extension fee of ${fee} will be refunded to you. Usually this is because the loan could no longer be extended, or its fee had changed.`,
  extensionCancelledBody: 'No money was taken, and your loan was not extended. You can try again.',
  checkingTitle: 'Your payment',
  loadFailed: 'We could not load this payment.',
  /**
   * The sandbox's mandate page (`/alipayrepayment?mandate=`): it plays the borrower's UPI app or
   * bank in demos and tests, and takes no real money.
   */
  mandate: {
    title: {
      upi_autopay: 'Sandbox UPI app',
      direct_debit: 'Sandbox bank',
    },
    asks: (max: string) =>
      `Tenora Sandbox asks to debit up to ${max} from your account, each time as presented.`,
    test: 'A test: no real money moves.',
    reference: (reference: string) => `Mandate ${reference}`,
    approve: 'Approve',
    decline: 'Decline',
    loadFailed: 'We could not load this mandate.',
    answered: 'This mandate was already answered: there is nothing more to approve.',
    approvedTitle: 'Mandate approved',
    declinedTitle: 'Mandate declined',
    goBack: 'You can go back to Tenora now.',
    backToTenora: 'Back to Tenora',
  },
};

export type WalletTexts = typeof walletEnIN;
export default walletEnIN;
