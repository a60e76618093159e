import type { DetailsTexts } from './details-en-IN.ts';

const detailsIdID: DetailsTexts = {
  title: 'Detail pinjaman',
  repay: 'Bayar sekarang',
  extendTitle: 'Butuh waktu lebih?',
  cancelTitle: 'Berubah pikiran?',
  cancel: 'Batalkan pinjaman ini',
  extendBody: 'Perpanjang jatuh tempo dengan biaya ringan.',
  extend: 'Perpanjang jatuh tempo',
  loanMore: 'Pinjam lagi',
  recommended: 'Pinjaman yang dapat Anda ajukan',
  moreProducts: 'Pinjaman lainnya',
  apply: 'Ajukan sekarang',
  submitted: 'Pengajuan terkirim. Kami akan segera meninjaunya.',
  loadFailed: 'Detail pinjaman tidak dapat dimuat.',
  callUs: (phone) => `Ada pertanyaan? Hubungi ${phone}`,
  instalments: 'Cicilan',
  documents: 'Dokumen pinjaman',
  complaint: 'Ajukan pengaduan tentang pinjaman ini',
};

export default detailsIdID;
