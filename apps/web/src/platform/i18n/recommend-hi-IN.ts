import type { RecommendTexts } from './recommend-en-IN.ts';

const recommendHiIN: RecommendTexts = {
  title: 'आपके लिए लोन',
  emptyTitle: 'आज के आवेदन पूरे हो चुके हैं',
  emptyBody: 'कृपया कल फिर से कोशिश करें।',
  loadFailed: 'हम उपलब्ध लोन लोड नहीं कर सके।',
};

export default recommendHiIN;
