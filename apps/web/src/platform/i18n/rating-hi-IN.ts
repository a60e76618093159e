import type { RatingTexts } from './rating-en-IN.ts';

const ratingHiIN: RatingTexts = {
  title: 'आपका अनुभव कैसा रहा?',
  body: 'इस लोन को रेटिंग देने के लिए स्टार पर टैप करें।',
  star: (n) => (n === 1 ? '1 स्टार' : `${n} स्टार`),
  submit: 'भेजें',
  cancel: 'रद्द करें',
  pleaseSelect: 'कृपया रेटिंग चुनें।',
  thanksTitle: 'धन्यवाद!',
  thanksBody: 'आपकी राय से हमें Tenora को बेहतर बनाने में मदद मिलती है।',
  ok: 'ठीक है',
};

export default ratingHiIN;
