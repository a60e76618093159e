import type { RepayTexts } from './repay-en-IN.ts';

const repayIdID: RepayTexts = {
  title: 'Bayar pinjaman Anda',
  amountTitle: 'Berapa yang ingin Anda bayar?',
  dueNow: (date) => `Tagihan saat ini (jatuh tempo ${date})`,
  dueToday: 'Jatuh tempo hari ini',
  nextDue: (date) => `Cicilan berikutnya, jatuh tempo ${date}`,
  notDueYet: (date) =>
    `Belum ada tagihan. Cicilan berikutnya jatuh tempo pada ${date}: Anda dapat membayarnya lebih awal.`,
  payoff: 'Lunasi seluruh pinjaman',
  payoffNote: 'Bunga hanya sampai hari ini',
  payoffCheaper: (instead) =>
    `Melunasi seluruh pinjaman hari ini lebih murah daripada tagihan ${instead}, jadi inilah yang Anda bayar.`,
  payableFrom: (date) => `Dapat dibayar mulai ${date}.`,
  payoffOpens: (date) => `Pelunasan seluruh pinjaman dapat dilakukan mulai ${date}.`,
  otherAmount: 'Jumlah lain',
  amountToPay: 'Jumlah yang dibayar',
  payDifferent: 'Bayar dengan jumlah lain',
  pay: (amount) => `Bayar ${amount}`,
  chooseCard: 'Silakan pilih kartu bank terlebih dahulu',
  loadFailed: 'Rincian pembayaran tidak dapat dimuat.',
  repaidTitle: 'Pinjaman ini sudah lunas',
  repaidBody: 'Semua tagihan pinjaman ini sudah dibayar. Tidak ada lagi yang perlu dibayar.',
  backToLoan: 'Kembali ke pinjaman saya',
  /** The amount keypad's keys (ui/money-keypad.tsx), used only here. */
};

export default repayIdID;
