import type { HelpTexts } from './help-en-IN.ts';

const helpIdID: HelpTexts = {
  title: 'Bantuan',
  intro: 'Pilih pinjaman dan topik pertanyaan Anda. Asisten kami langsung menjawab.',
  loadFailed: 'Bantuan tidak dapat dimuat',
  order: 'Pinjaman Anda',
  allOrders: 'Semua pinjaman',
  chooseOrder: 'Pilih pinjaman',
  chosen: 'Dipilih',
  noOrders: 'Anda belum punya pinjaman. Anda tetap bisa bertanya apa saja.',
  topics: 'Pertanyaan Anda tentang apa?',
  noTopics: 'Belum ada topik. Silakan hubungi layanan pelanggan.',
  chatTitle: 'Asisten Tenora',
  greeting: 'Halo! Pilih topik, atau ketik pertanyaan Anda di bawah.',
  conversation: 'Percakapan',
  you: 'Anda',
  bot: 'Tenora',
  otherTopics: 'Topik lain',
  inputLabel: 'Ketik pertanyaan Anda',
  send: 'Kirim',
  solvedAsk: 'Apakah masalah Anda sudah terselesaikan?',
  solvedYes: 'Ya, selesai',
  solvedNo: 'Belum',
  rateAsk: 'Berapa nilai Anda untuk bantuan ini?',
  star: (n) => `${n} bintang`,
  rate: 'Kirim penilaian',
  pleaseChoose: 'Silakan pilih',
  handOver: 'Tulis ke tim kami',
  customerService: 'Hubungi layanan pelanggan',
};

export default helpIdID;
