import type { ComplaintDetailTexts } from './complaint-detail-en-IN.ts';

const complaintDetailHiIN: ComplaintDetailTexts = {
  detailTitle: 'शिकायत',
  detailFailed: 'हम यह शिकायत लोड नहीं कर सके।',
  content: 'आपकी शिकायत',
  raisedOn: 'दर्ज करने की तारीख',
  rating: 'आपकी रेटिंग',
  waiting: 'हम इसकी जाँच कर रहे हैं। हमारा जवाब आपको यहाँ दिखेगा।',
  late: (date) =>
    `हमें ${date} तक जवाब देना था और इसमें देर हो गई है। हमें खेद है। हम अभी भी इस पर काम कर रहे हैं, और हमारा जवाब आपको यहाँ दिखेगा।`,
  processResult: 'कार्रवाई का नतीजा',
  close: 'बंद करें',
  rateTitle: 'हमने आपकी शिकायत को कैसे संभाला?',
  rateBody: 'आपकी रेटिंग से हमें बेहतर जवाब देने में मदद मिलती है।',
  star: (n: number) => (n === 1 ? '1 स्टार' : `${n} स्टार`),
  rateSubmit: 'भेजें',
  rateLater: 'अभी नहीं',
  ratePick: 'कृपया रेटिंग चुनें',
  rateThanks: 'आपकी रेटिंग के लिए धन्यवाद',
  yourRating: (n: number) => `5 में से ${n} स्टार`,
  escalateTitle: 'आप और कहाँ शिकायत कर सकते हैं',
  extended: 'जवाब की तारीख आगे बढ़ाई गई',
  moved: (from, to, reason) => `${from} से बदलकर ${to}। कारण: ${reason}`,
  officer: 'शिकायत निवारण अधिकारी',
  phone: 'फ़ोन',
  email: 'ई-मेल',
};

export default complaintDetailHiIN;
