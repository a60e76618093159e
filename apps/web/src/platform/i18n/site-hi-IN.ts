import type { SiteTexts } from './site-en-IN.ts';

const siteHiIN: SiteTexts = {
  menu: 'साइट मेन्यू',
  home: 'होम',
  about: 'हमारे बारे में',
  reviews: 'यूज़र की राय',
  policy: 'गोपनीयता नीति',
  loan: 'लोन के नियम और शर्तें',
  contact: 'हमसे संपर्क करें',
  service: 'ग्राहक सेवा',
  name: 'नाम',
  phone: 'फ़ोन',
  email: 'ई-मेल',
  message: 'संदेश',
  submit: 'भेजें',
  incomplete: 'कृपया पूरी जानकारी भरें!',
  sent: 'भेज दिया गया',
  emailInvalid: 'कृपया सही ई-मेल पता डालें।',
  replies: (days) => `हम ${days} कामकाजी दिन के अंदर जवाब देते हैं।`,
};

export default siteHiIN;
