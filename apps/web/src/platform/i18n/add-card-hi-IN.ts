import type { AddCardTexts } from './add-card-en-IN.ts';

const addCardHiIN: AddCardTexts = {
  title: 'बैंक कार्ड जोड़ें',
  bank: 'बैंक',
  chooseBank: 'अपना बैंक चुनें',
  cardNumber: 'कार्ड नंबर',
  cardInvalid: 'कृपया कार्ड नंबर जाँचें',
  holder: 'कार्डधारक का नाम',
  save: 'कार्ड जोड़ें',
  added: 'कार्ड जोड़ दिया गया',
  loadFailed: 'हम बैंकों की सूची लोड नहीं कर सके।',
};

export default addCardHiIN;
