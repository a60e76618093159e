import type { DelayTexts } from './delay-en-IN.ts';

const delayIdID: DelayTexts = {
  title: (days) => `Perpanjang ${days} hari`,
  newDue: (date) => `Jatuh tempo baru: ${date}`,
  compareTitle: 'Dua pilihan Anda',
  payNow: 'Bayar sekarang',
  payNowBody: (amount, date) => `Bayar ${amount} sebelum ${date}. Tanpa biaya tambahan.`,
  payNowLate: (amount, charges, grow) =>
    `Bayar ${amount} hari ini, sudah termasuk denda keterlambatan ${charges}.${grow ? ' Denda bertambah setiap hari selama pinjaman terlambat.' : ''}`,
  extend: 'Perpanjang',
  extendBody: (fee, owed, date, total) =>
    `Bayar ${fee} sekarang, lalu ${owed} sebelum ${date}: total ${total}.`,
  payFee: (fee) => `Bayar biaya perpanjangan ${fee}`,
  repayInstead: 'Bayar lunas saja',
  loadFailed: 'Perpanjangan tidak dapat dimuat.',
  extendedTitle: 'Pinjaman Anda sudah diperpanjang',
  cannotTitle: 'Pinjaman ini tidak dapat diperpanjang',
  repayNow: 'Bayar sekarang',
  backToLoan: 'Kembali ke pinjaman saya',
};

export default delayIdID;
