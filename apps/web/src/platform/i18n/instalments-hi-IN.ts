import type { InstalmentsTexts } from './instalments-en-IN.ts';

const instalmentsHiIN: InstalmentsTexts = {
  title: 'किस्तें चुकाएं',
  pending: (n) => (n === 1 ? '1 किस्त चुकानी है' : `${n} किस्तें चुकानी हैं`),
  paid: 'चुका दी गई',
  period: (n) => `किस्त ${n}`,
  selectAll: 'सभी चुनें',
  firstOnly: 'सिर्फ़ पहली',
  payNow: (amount) => `${amount} चुकाएं`,
  payoffCheaper: (payoff, chosen) =>
    `आज पूरा लोन चुकाने में ${payoff} लगते हैं, जो चुने गए ${chosen} से कम है: आप ${payoff} चुकाते हैं और लोन बंद हो जाता है।`,
  loadFailed: 'हम आपकी किस्तें लोड नहीं कर सके।',
  opensOn: (date) =>
    `आखिरी किस्त चुकाने का मतलब है लोन को समय से पहले चुकाना, जो ${date} से ही हो सकता है। तब तक आप बाकी किस्तें चुका सकते हैं।`,
  repaidTitle: 'यह लोन चुका दिया गया है',
  repaidBody: 'सभी किस्तें चुका दी गई हैं। अब कुछ भी चुकाना बाकी नहीं है।',
  backToLoan: 'मेरे लोन पर वापस जाएं',
};

export default instalmentsHiIN;
