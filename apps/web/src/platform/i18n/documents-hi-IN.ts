import type { DocumentsTexts } from './documents-en-IN.ts';

const documentsHiIN: DocumentsTexts = {
  title: 'मेरे दस्तावेज़',
  emptyTitle: 'अभी कोई दस्तावेज़ नहीं',
  emptyBody:
    'जब आप किसी लोन की पुष्टि करते हैं, तो उसका अनुबंध और मुख्य तथ्य विवरण यहाँ रखे जाते हैं, और हर भुगतान की रसीद भी।',
  loadFailed: 'हम आपके दस्तावेज़ लोड नहीं कर सके।',
  agreedOn: (date) => `${date} को सहमति दी गई`,
  view: 'देखें',
  download: 'डाउनलोड करें',
  all: 'मेरे सभी दस्तावेज़',
  noneForLoanTitle: 'इस लोन का कोई दस्तावेज़ नहीं',
  loanNumber: (orderId) => `लोन ${orderId}`,
  statement: {
    open: 'खाता विवरण',
    title: 'खाता विवरण',
    from: 'कब से',
    to: 'कब तक',
    hint: 'पूरे लोन का विवरण पाने के लिए तारीख खाली छोड़ दें: लोन की राशि भेजे जाने के दिन से आज तक।',
    badRange: 'शुरू की तारीख, आखिरी तारीख के दिन या उससे पहले की होनी चाहिए।',
    make: 'विवरण बनाएं',
    ready: (number) => `खाता विवरण ${number} तैयार है।`,
  },
};

export default documentsHiIN;
