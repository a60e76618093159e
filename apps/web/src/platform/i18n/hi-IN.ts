import type { CoreMessages } from './en-IN.ts';

/** Hindi (India). Same keys and meanings as en-IN.ts (docs/product.md#markets). */
const hiIN: CoreMessages = {
  common: {
    language: 'भाषा',
    loading: 'लोड हो रहा है…',
    retry: 'फिर से कोशिश करें',
    goHome: 'होम पर वापस जाएं',
    productClosed: 'अभी आवेदन नहीं लिए जा रहे हैं',
    phonePlaceholder: (market) => (market === 'IN' ? '98765 43210' : '0812 3456 7890'),
    phoneInvalid: (market) =>
      market === 'IN'
        ? 'कृपया 6, 7, 8 या 9 से शुरू होने वाला सही 10 अंकों का मोबाइल नंबर डालें।'
        : 'कृपया 08 से शुरू होने वाला सही मोबाइल नंबर डालें (10 से 13 अंक)।',
  },
  errors: {
    sessionTitle: 'कृपया फिर से साइन इन करें',
    sessionBody:
      'आपका सेशन खत्म हो गया है या यह लिंक मान्य नहीं है। ऐप के होम पर वापस जाएं और आगे बढ़ने के लिए साइन इन करें।',
    notFoundTitle: 'पेज नहीं मिला',
    notFoundBody: 'यह पेज मौजूद नहीं है या कहीं और चला गया है।',
    crashTitle: 'कुछ गड़बड़ हो गई',
    crashBody: 'पेज में कोई समस्या आ गई। कृपया फिर से कोशिश करें।',
    offlineTitle: 'आप ऑफ़लाइन हैं',
    offlineBody: 'अपना इंटरनेट कनेक्शन जाँचें। आपके फिर से ऑनलाइन होते ही यह स्क्रीन अपने आप लोड हो जाएगी।',
    network: 'नेटवर्क में गड़बड़ी। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    generic: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    unsafeLink: 'यह लिंक यहाँ नहीं खोला जा सकता।',
  },
  bridge: {
    rateThanks: 'Tenora को रेटिंग देने के लिए धन्यवाद!',
    openInApp: 'कृपया इसे Tenora ऐप में खोलें।',
  },
};

export default hiIN;
