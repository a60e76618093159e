import type { PreviewTexts } from './preview-en-IN.ts';

const previewHiIN: PreviewTexts = {
  title: 'टेस्ट प्रीव्यू',
  intro:
    'डेवलपर और टेस्टर के लिए: वह जानकारी भरें जो नेटिव ऐप पते (URL) में डालता, फिर उसके साथ कोई स्क्रीन खोलें।',
  deviceTitle: 'डिवाइस और सेशन',
  fields: {
    appVersion: 'ऐप वर्ज़न',
    deviceName: 'डिवाइस का नाम',
    deviceId: 'डिवाइस ID',
    osVersion: 'OS वर्ज़न',
    sessionId: 'सेशन ID',
    advertisingId: 'विज्ञापन ID',
    productId: 'प्रोडक्ट ID',
    orderId: 'ऑर्डर ID',
  },
  linksTitle: 'कोई स्क्रीन खोलें',
  links: {
    confirm: 'लोन की पुष्टि',
    loanDetail: 'लोन की जानकारी',
    repay: 'चुकाएं',
    extension: 'अवधि बढ़ाना',
    bindCard: 'बैंक कार्ड जोड़ें',
    aboutUs: 'हमारे बारे में',
    complaint: 'शिकायत',
    customerService: 'ग्राहक सेवा',
    privacyPolicy: 'गोपनीयता नीति',
    repaymentInstructions: 'भुगतान के निर्देश',
  },
  deviceToolsTitle: 'फ़ोन की सुविधाएं',
  photo: 'फ़ोटो लें या चुनें',
  photoChosen: (name, kb, width, height) => `${name}: ${kb} KB, ${width} × ${height} px`,
  photoUnreadable: 'यह फ़ाइल ऐसी तस्वीर नहीं है जिसे फ़ोन दिखा सके।',
  photoAlt: 'चुनी गई फ़ोटो',
  contact: 'संपर्क का फ़ोन नंबर',
  pickContact: 'संपर्कों में से चुनें',
  contactNone: 'कोई संपर्क नहीं चुना गया।',
  locate: 'मेरी लोकेशन पता करें',
  locating: 'आपकी लोकेशन पता की जा रही है…',
  located: (lat, lng, metres) => `अक्षांश ${lat}, देशांतर ${lng} (${metres} मीटर के दायरे में)`,
  locationDenied: 'लोकेशन की अनुमति नहीं दी गई।',
  locationUnavailable: 'इस फ़ोन पर लोकेशन उपलब्ध नहीं है।',
};

export default previewHiIN;
