import type { AgreementTexts } from './agreement-en-IN.ts';

const agreementHiIN: AgreementTexts = {
  issuedOn: (date) => `${date} को जारी किया गया। यह वही कॉपी है जिस पर आपने सहमति दी थी।`,
  draft: 'इसमें उस लोन की जानकारी भरी है, जिसकी आप पुष्टि करने वाले हैं।',
  back: 'वापस',
  loadFailed: 'हम यह दस्तावेज़ नहीं खोल पाए।',
};

export default agreementHiIN;
