import type { RegisteredTexts } from './registered-en-IN.ts';
const registeredHiIN: RegisteredTexts = {
  registered: 'रजिस्ट्रेशन हो गया',
  alreadyRegistered: 'आप पहले से रजिस्टर्ड हैं। कृपया ऐप डाउनलोड करें और साइन इन करें।',
  downloadTitle: 'आपका रजिस्ट्रेशन हो गया है',
  downloadBody: (app) =>
    `लोन के लिए आवेदन करने के लिए ${app} ऐप डाउनलोड करें और अपने मोबाइल नंबर से साइन इन करें।`,
  store: { android: 'Google Play पर पाएं', ios: 'App Store से डाउनलोड करें' },
  otherStore: {
    android: 'Android फ़ोन है? Google Play पर पाएं',
    ios: 'iPhone है? App Store से डाउनलोड करें',
  },
  legalTitle: 'उपयोगकर्ता अनुबंध और गोपनीयता सूचना',
  userAgreement: 'उपयोगकर्ता अनुबंध',
  privacyNotice: 'गोपनीयता सूचना',
  back: 'रजिस्ट्रेशन पर वापस जाएं',
};

export default registeredHiIN;
