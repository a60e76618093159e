import type { DelayTexts } from './delay-en-IN.ts';

const delayHiIN: DelayTexts = {
  title: (days) => `अवधि ${days} दिन बढ़ाएं`,
  newDue: (date) => `नई देय तिथि: ${date}`,
  compareTitle: 'आपके दो विकल्प',
  payNow: 'अभी चुकाएं',
  payNowBody: (amount, date) => `${date} तक ${amount} चुकाएं। कोई अतिरिक्त खर्च नहीं।`,
  payNowLate: (amount, charges, grow) =>
    `आज ${amount} चुकाएं, जिसमें ${charges} का विलंब शुल्क शामिल है।${grow ? ' लोन में देरी के हर दिन के साथ विलंब शुल्क बढ़ता है।' : ''}`,
  extend: 'अवधि बढ़ाएं',
  extendBody: (fee, owed, date, total) =>
    `अभी ${fee} चुकाएं, फिर ${date} तक ${owed}: कुल मिलाकर ${total}।`,
  payFee: (fee) => `अवधि बढ़ाने का ${fee} शुल्क चुकाएं`,
  repayInstead: 'इसके बजाय अभी चुकाएं',
  loadFailed: 'हम अवधि बढ़ाने की जानकारी लोड नहीं कर सके।',
  extendedTitle: 'आपके लोन की अवधि पहले ही बढ़ाई जा चुकी है',
  cannotTitle: 'इस लोन की अवधि नहीं बढ़ाई जा सकती',
  repayNow: 'अभी चुकाएं',
  backToLoan: 'मेरे लोन पर वापस जाएं',
};

export default delayHiIN;
