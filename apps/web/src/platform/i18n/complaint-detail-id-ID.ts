import type { ComplaintDetailTexts } from './complaint-detail-en-IN.ts';

const complaintDetailIdID: ComplaintDetailTexts = {
  detailTitle: 'Pengaduan',
  detailFailed: 'Pengaduan ini tidak dapat dimuat.',
  content: 'Pengaduan Anda',
  raisedOn: 'Diajukan pada',
  rating: 'Penilaian Anda',
  waiting: 'Kami sedang menanganinya. Jawaban kami akan tampil di sini.',
  late: (date) =>
    `Jawaban kami seharusnya sudah Anda terima paling lambat ${date} dan kini terlambat. Mohon maaf. Kami masih menanganinya, dan jawaban kami akan tampil di sini.`,
  processResult: 'Hasil Penanganan',
  close: 'Tutup',
  rateTitle: 'Bagaimana kami menangani pengaduan Anda?',
  rateBody: 'Penilaian Anda membantu kami menjawab lebih baik.',
  star: (n: number) => `${n} bintang`,
  rateSubmit: 'Kirim',
  rateLater: 'Nanti saja',
  ratePick: 'Silakan pilih',
  rateThanks: 'Terima kasih atas penilaian Anda',
  yourRating: (n: number) => `${n} dari 5 bintang`,
  escalateTitle: 'Ke mana lagi Anda dapat mengadu',
  extended: 'Tanggal jawaban diundur',
  moved: (from, to, reason) => `Dari ${from} menjadi ${to}. Alasan: ${reason}`,
  officer: 'Petugas pengaduan',
  phone: 'Telepon',
  email: 'E-mail',
};

export default complaintDetailIdID;
