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
  bank: {
    title: 'Rekening pencairan dana',
    why: 'Dana pinjaman dikirim ke rekening ini setelah pengajuan Anda disetujui. Rekening harus atas nama Anda sendiri.',
    whyApproved:
      'Pinjaman Anda sudah disetujui: tambahkan rekening Anda dan dananya kami kirim ke sana. Rekening harus atas nama Anda sendiri.',
    holder: 'Nama pemilik rekening',
    holderRow: 'Atas nama',
    holderInvalid: 'Masukkan nama pemilik rekening sesuai data bank, hanya dengan huruf.',
    number: 'Nomor rekening',
    numberInvalid: (market) =>
      market === 'IN'
        ? 'Masukkan nomor rekening Anda: 9 sampai 18 angka, sesuai buku tabungan atau cek.'
        : 'Masukkan nomor rekening Anda: 6 sampai 20 angka, sesuai buku tabungan.',
    bank: (market) => (market === 'IN' ? 'IFSC' : 'Bank'),
    ifscHint:
      'Kode cabang bank Anda, tertera di cek atau buku tabungan: 11 karakter, misalnya HDFC0001234.',
    chooseBank: 'Pilih bank',
    bankInvalid: (market) =>
      market === 'IN'
        ? 'Masukkan IFSC cabang Anda: 11 karakter, misalnya HDFC0001234 (karakter kelima angka nol).'
        : 'Pilih bank rekening Anda dari daftar.',
    save: 'Simpan rekening',
    cancel: 'Batal',
    change: 'Ganti rekening',
    checking: 'Memeriksa rekening dengan bank Anda…',
    saved: 'Rekening tersimpan',
    verified: 'Sudah dikonfirmasi oleh bank Anda',
    verifying: 'Bank Anda sedang memeriksanya…',
    review: 'Sedang kami periksa; paling lama satu hari kerja.',
    locked: 'Rekening ini tidak dapat diganti selama dana sedang dikirim ke sana.',
  },
};

export default detailsIdID;
