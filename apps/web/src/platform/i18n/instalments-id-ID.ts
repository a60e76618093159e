import type { InstalmentsTexts } from './instalments-en-IN.ts';

const instalmentsIdID: InstalmentsTexts = {
  title: 'Bayar cicilan',
  pending: (n) => `${n} cicilan belum dibayar`,
  paid: 'Lunas',
  period: (n) => `Cicilan ${n}`,
  selectAll: 'Pilih semua',
  firstOnly: 'Hanya yang pertama',
  payNow: (amount) => `Bayar ${amount}`,
  payoffCheaper: (payoff, chosen) =>
    `Melunasi seluruh pinjaman hari ini sebesar ${payoff}, lebih murah daripada ${chosen} yang dipilih: Anda membayar ${payoff} dan pinjaman lunas.`,
  loadFailed: 'Cicilan Anda tidak dapat dimuat.',
  opensOn: (date) =>
    `Membayar cicilan terakhir berarti melunasi pinjaman lebih awal, yang dibuka pada ${date}. Sampai saat itu, Anda dapat membayar cicilan lainnya.`,
  repaidTitle: 'Pinjaman ini sudah lunas',
  repaidBody: 'Semua cicilan sudah dibayar. Tidak ada lagi yang perlu dibayar.',
  backToLoan: 'Kembali ke pinjaman saya',
};

export default instalmentsIdID;
