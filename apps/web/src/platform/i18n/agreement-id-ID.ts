import type { AgreementTexts } from './agreement-en-IN.ts';

const agreementIdID: AgreementTexts = {
  issuedOn: (date) => `Diterbitkan ${date}. Ini adalah salinan yang Anda setujui.`,
  draft: 'Diisi dengan pinjaman yang akan Anda konfirmasi.',
  back: 'Kembali',
  loadFailed: 'Dokumen ini tidak dapat dimuat.',
};

export default agreementIdID;
