import type { WalletTexts } from './wallet-en-IN.ts';

const walletHiIN: WalletTexts = {
  title: 'वॉलेट से भुगतान करें',
  body: 'भुगतान को मंज़ूरी देने के लिए आप अपने वॉलेट पर जाएंगे, फिर यहाँ वापस आएंगे।',
  continue: 'वॉलेट पर जाएं',
  paidTitle: 'भुगतान मिल गया',
  paidBody: (amount) => `हमें ${amount} मिल गए। धन्यवाद!`,
  backToLoan: 'मेरे लोन पर वापस जाएं',
  cancelledTitle: 'भुगतान रद्द हो गया',
  cancelledBody: 'कोई पैसा नहीं लिया गया। आप फिर से कोशिश कर सकते हैं या भुगतान का दूसरा तरीका चुन सकते हैं।',
  tryAgain: 'फिर से कोशिश करें',
  otherWays: 'भुगतान के दूसरे तरीके',
  pendingTitle: 'आपके वॉलेट का इंतज़ार है',
  pendingBody: 'हमें अभी तक आपके वॉलेट से कोई जवाब नहीं मिला है।',
  bankPendingTitle: 'आपके बैंक का इंतज़ार है',
  bankPendingBody: 'हमें अभी तक आपके बैंक से कोई जवाब नहीं मिला है।',
  checkoutPendingTitle: 'आपके भुगतान का इंतज़ार है',
  checkoutPendingBody: 'हमें अभी तक आपके भुगतान के बारे में कोई जवाब नहीं मिला है।',
  checkAgain: 'फिर से जाँचें',
  refundTitle: 'आपका लोन पहले ही चुकाया जा चुका है',
  refundBody: 'वॉलेट से किया गया यह भुगतान आपको वापस कर दिया जाएगा।',
  bankRefundBody: 'यह भुगतान आपको वापस कर दिया जाएगा।',
  refundedTitle: 'आपको वापस कर दिया गया',
  refundedBody: (amount, date) =>
    `इस भुगतान के ${amount} आपको ${date} को वापस कर दिए गए। आपके खाते में दिखने में कुछ कामकाजी दिन लग सकते हैं।`,
  extensionRefundTitle: 'आपके लोन की अवधि नहीं बढ़ाई गई',
  extensionRefundBody: (fee) =>
    `अवधि बढ़ाने का आपका ${fee} शुल्क आपको वापस कर दिया जाएगा। आमतौर पर ऐसा इसलिए होता है क्योंकि लोन की अवधि अब और नहीं बढ़ाई जा सकती थी, या उसका शुल्क बदल गया था।`,
  extensionCancelledBody:
    'कोई पैसा नहीं लिया गया, और आपके लोन की अवधि नहीं बढ़ाई गई। आप फिर से कोशिश कर सकते हैं।',
  checkingTitle: 'आपका भुगतान',
  loadFailed: 'हम यह भुगतान लोड नहीं कर सके।',
  mandate: {
    title: {
      upi_autopay: 'सैंडबॉक्स UPI ऐप',
      direct_debit: 'सैंडबॉक्स बैंक',
    },
    asks: (max) =>
      `Tenora Sandbox आपके खाते से हर बार पेश की गई राशि, ज़्यादा से ज़्यादा ${max}, डेबिट करने की अनुमति माँग रहा है।`,
    test: 'यह एक टेस्ट है: कोई असली पैसा नहीं जाता।',
    reference: (reference) => `मैंडेट ${reference}`,
    approve: 'मंज़ूरी दें',
    decline: 'अस्वीकार करें',
    loadFailed: 'हम यह मैंडेट लोड नहीं कर सके।',
    answered: 'इस मैंडेट का जवाब पहले ही दिया जा चुका है: अब मंज़ूरी देने के लिए कुछ नहीं बचा है।',
    approvedTitle: 'मैंडेट मंज़ूर हुआ',
    declinedTitle: 'मैंडेट अस्वीकार हुआ',
    goBack: 'अब आप Tenora पर वापस जा सकते हैं।',
    backToTenora: 'Tenora पर वापस जाएं',
  },
};

export default walletHiIN;
