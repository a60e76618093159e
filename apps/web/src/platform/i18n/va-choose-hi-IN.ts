import type { VaChooseTexts } from './va-choose-en-IN.ts';

const vaChooseHiIN: VaChooseTexts = {
  chooseTitle: 'भुगतान का तरीका चुनें',
  amountToPay: 'चुकाने की राशि',
  typeTitle: 'भुगतान का प्रकार',
  typeBank: 'बैंक',
  typeBankHint: 'ATM, मोबाइल बैंकिंग या इंटरनेट बैंकिंग से वर्चुअल खाते में ट्रांसफ़र करें',
  typeMarket: 'मिनी मार्केट',
  typeMarketHint: 'भुगतान कोड के साथ स्टोर काउंटर पर नकद भुगतान करें',
  chooseBank: 'बैंक चुनें',
  chooseChannel: 'चुनें कि आप कैसे भुगतान करेंगे',
  chooseBankFirst: 'पहले बैंक चुनें, फिर यह कि आप कैसे भुगतान करेंगे।',
  chooseStore: 'स्टोर चुनें',
  noOptions: 'अभी कोई विकल्प उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
  confirm: 'पुष्टि करें',
  incomplete: 'कृपया पूरी जानकारी भरें',
  optionsLoadFailed: 'हम भुगतान के तरीके लोड नहीं कर सके।',
};

export default vaChooseHiIN;
