import type { ComplaintTexts } from './complaint-en-IN.ts';

const complaintHiIN: ComplaintTexts = {
  formTitle: 'हमें बताएं कि क्या हुआ',
  textLabel: 'आपकी शिकायत',
  textPlaceholder: 'क्या हुआ, कब हुआ, और आप हमसे क्या करवाना चाहते हैं',
  counter: (n: number, max: number) => `${n}/${max}`,
  emptyText: 'कृपया अपनी टिप्पणी और सुझाव लिखें',
  photosTitle: 'फ़ोटो (ज़रूरी नहीं)',
  photosHint: (max: number) => `ज़्यादा से ज़्यादा ${max} फ़ोटो: स्क्रीनशॉट, संदेश, रसीदें।`,
  addPhoto: 'फ़ोटो जोड़ें',
  photo: (n: number) => `फ़ोटो ${n}`,
  uploading: (percent: number) => `अपलोड हो रहा है, ${percent}%`,
  uploaded: 'अपलोड हो गया',
  uploadFailed: 'अपलोड नहीं हुआ',
  uploadSucceeded: 'अपलोड हो गया!',
  retry: 'फिर से कोशिश करें',
  remove: 'हटाएं',
  waitForPhotos: 'कृपया सभी फ़ोटो अपलोड होने तक रुकें, या जो फ़ोटो अपलोड नहीं हुईं, उन्हें हटा दें।',
  submit: 'भेजें',
  successTitle: 'शिकायत मिल गई',
  reference: 'रेफ़रेंस नंबर',
  answerBy: 'हम इस तारीख तक जवाब देंगे',
  successKeep: 'यह रेफ़रेंस नंबर संभालकर रखें: अगर आप हमें कॉल करते हैं, तो इसी से हम आपकी शिकायत ढूँढते हैं।',
  successDone: 'हो गया',
  enlarge: (n: number) => `फ़ोटो ${n} बड़ी करके देखें`,
};

export default complaintHiIN;
