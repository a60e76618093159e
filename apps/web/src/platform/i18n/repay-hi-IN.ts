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
  pay: (amount) => `${amount} चुकाएं`,
  chooseCard: 'कृपया पहले बैंक कार्ड चुनें',
  loadFailed: 'हम आपके भुगतान की जानकारी लोड नहीं कर सके।',
  repaidTitle: 'यह लोन चुका दिया गया है',
  repaidBody: 'इस लोन का पूरा भुगतान हो चुका है। अब कुछ भी चुकाना बाकी नहीं है।',
  backToLoan: 'मेरे लोन पर वापस जाएं',
  /** The amount keypad's keys (ui/money-keypad.tsx), used only here. */
};

export default repayHiIN;
