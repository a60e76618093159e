import type { InstructionsTexts } from './instructions-en-IN.ts';

const instructionsHiIN: InstructionsTexts = {
  title: 'भुगतान कैसे करें',
  reference: 'भुगतान नंबर',
  amount: 'राशि',
  deadline: (when) => `${when} से पहले भुगतान करें`,
  steps: 'चरण',
  rules: 'नियम',
  support: 'मदद चाहिए?',
  loadFailed: 'हम भुगतान के निर्देश लोड नहीं कर सके।',
};

export default instructionsHiIN;
