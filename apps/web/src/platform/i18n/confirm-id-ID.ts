import type { ConfirmTexts } from './confirm-en-IN.ts';

const confirmIdID: ConfirmTexts = {
  title: 'Konfirmasi pinjaman Anda',
  term: 'Tenor',
  days: (n) => `${n} hari`,
  details: 'Rincian pinjaman',
  plan: 'Jadwal pembayaran',
  agreements: 'Perjanjian',
  consent: 'Saya telah membaca dan menyetujui perjanjian pinjaman dan ringkasan informasi.',
  confirm: 'Konfirmasi pinjaman',
  agreeAndConfirm: 'Setuju dan konfirmasi',
  cancel: 'Batal',
  readAgreement: 'Baca perjanjian pinjaman',
  loadFailed: 'Penawaran pinjaman ini tidak dapat dimuat.',
  amount: 'Jumlah',
  less: (step) => `Kurangi ${step}`,
  more: (step) => `Tambah ${step}`,
  steps: (step) => `Jumlah dapat dipilih dengan kelipatan ${step}.`,
  yourLimit: (limit) => `Limit Anda: ${limit}`,
  maxByLimit: (max) => `Anda dapat meminjam hingga ${max} sesuai limit Anda.`,
  maxInUse: (used, max) =>
    `${used} sedang terpakai oleh pinjaman Anda yang berjalan, jadi Anda dapat meminjam hingga ${max}.`,
  maxByProduct: (max) => `Pinjaman ini tersedia hingga ${max}.`,
  updating: 'Memperbarui rincian sesuai pilihan Anda…',
  offlineFigures: 'Rincian untuk pilihan Anda akan tampil saat Anda kembali online.',
  updateFailed: 'Rincian untuk pilihan Anda tidak dapat diperbarui.',
  choiceReset:
    'Jumlah atau tenor yang Anda pilih sebelumnya tidak tersedia lagi, jadi yang ditampilkan adalah jumlah terbesar yang dapat Anda pinjam sekarang.',
  consentAgain: 'Anda mengubah pinjaman. Centang lagi untuk menyetujui rincian yang baru.',
  limitTitle: 'Limit Anda belum mencukupi untuk pinjaman ini',
  otherLoans: 'Lihat pinjaman lain',
  back: 'Kembali',
  underReviewTitle: 'Anda sudah punya pengajuan untuk pinjaman ini',
  underReviewBody: (amount, days) =>
    `Pengajuan Anda sebesar ${amount} untuk ${days} hari sedang ditinjau. Konfirmasi di sini tidak membuat pinjaman baru: Anda akan diarahkan ke pengajuan tersebut.`,
  seeApplication: 'Lihat pengajuan saya',
};

export default confirmIdID;
