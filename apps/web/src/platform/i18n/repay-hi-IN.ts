import type { RepayTexts } from './repay-en-IN.ts';

const repayHiIN: RepayTexts = {
  title: 'अपना लोन चुकाएं',
  amountTitle: 'आप कितना चुकाना चाहते हैं?',
  dueNow: (date) => `अभी देय (देय तिथि ${date} थी)`,
  dueToday: 'आज देय',
  nextDue: (date) => `अगली किस्त, देय तिथि ${date}`,
  notDueYet: (date) =>
    `अभी कुछ भी देय नहीं है। आपकी अगली किस्त की देय तिथि ${date} है: आप इसे पहले ही चुका सकते हैं।`,
  payoff: 'पूरा लोन चुकाएं',
  payoffNote: 'ब्याज सिर्फ़ आज तक का',
  payoffCheaper: (instead) =>
    `आज पूरा लोन चुकाना देय ${instead} से कम पड़ता है, इसलिए आप यही राशि चुकाएंगे।`,
  payableFrom: (date) => `आप इसे ${date} से चुका सकते हैं।`,
  payoffOpens: (date) => `आप ${date} से पूरा लोन चुका सकते हैं।`,
  otherAmount: 'दूसरी राशि',
  amountToPay: 'चुकाने की राशि',
  payDifferent: 'कोई दूसरी राशि चुकाएं',
  methodsTitle: 'आप कैसे भुगतान करना चाहेंगे?',
  enterAmount: 'चुकाने की राशि डालें',
  cards: 'अपने बैंक कार्ड से भुगतान करें',
  noCards: 'आपने अभी तक कोई बैंक कार्ड नहीं जोड़ा है।',
  addCard: 'बैंक कार्ड जोड़ें',
  pay: (amount) => `${amount} चुकाएं`,
  chooseCard: 'कृपया पहले बैंक कार्ड चुनें',
  amountTooHigh: (max) => `आप ज़्यादा से ज़्यादा ${max} चुका सकते हैं`,
  amountInvalid: 'कृपया शून्य से ज़्यादा राशि डालें',
  codeTitle: 'SMS कोड डालें',
  codeBody: 'हमने आपके रजिस्टर्ड मोबाइल नंबर पर 6 अंकों का कोड भेजा है।',
  code: 'SMS कोड',
  resendIn: (s) => `${s} सेकंड बाद दोबारा भेजें`,
  resend: 'कोड दोबारा भेजें',
  confirm: 'भुगतान की पुष्टि करें',
  cancel: 'रद्द करें',
  codeInvalid: 'कृपया सही कोड डालें',
  wrongCode: 'कोड गलत है। कृपया फिर से कोशिश करें।',
  duplicate: 'यह भुगतान पहले ही भेजा जा चुका है',
  failed: 'भुगतान नहीं हो पाया। कृपया फिर से कोशिश करें।',
  paid: 'भुगतान मिल गया',
  loadFailed: 'हम आपके भुगतान की जानकारी लोड नहीं कर सके।',
  repaidTitle: 'यह लोन चुका दिया गया है',
  repaidBody: 'इस लोन का पूरा भुगतान हो चुका है। अब कुछ भी चुकाना बाकी नहीं है।',
  backToLoan: 'मेरे लोन पर वापस जाएं',
  /** The amount keypad's keys (ui/money-keypad.tsx), used only here. */
  keypad: {
    confirm: 'हो गया',
    hide: 'छिपाएं',
    delete: 'मिटाएं',
  },
};

export default repayHiIN;
