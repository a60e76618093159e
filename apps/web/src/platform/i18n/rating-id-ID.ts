import type { RatingTexts } from './rating-en-IN.ts';

const ratingIdID: RatingTexts = {
  title: 'Bagaimana pengalaman Anda?',
  body: 'Ketuk bintang untuk menilai pinjaman ini.',
  star: (n) => `${n} bintang`,
  submit: 'Kirim',
  cancel: 'Batal',
  pleaseSelect: 'Silakan pilih',
  thanksTitle: 'Terima kasih!',
  thanksBody: 'Masukan Anda membantu kami membuat Tenora lebih baik.',
  ok: 'OK',
};

export default ratingIdID;
