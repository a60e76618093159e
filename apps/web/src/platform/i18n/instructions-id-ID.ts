import type { InstructionsTexts } from './instructions-en-IN.ts';

const instructionsIdID: InstructionsTexts = {
  title: 'Cara membayar',
  reference: 'Nomor pembayaran',
  amount: 'Jumlah',
  deadline: (when) => `Bayar sebelum ${when}`,
  steps: 'Langkah',
  rules: 'Ketentuan',
  support: 'Butuh bantuan?',
  loadFailed: 'Petunjuk pembayaran tidak dapat dimuat.',
};

export default instructionsIdID;
