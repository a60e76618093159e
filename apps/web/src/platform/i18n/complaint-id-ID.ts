import type { ComplaintTexts } from './complaint-en-IN.ts';

const complaintIdID: ComplaintTexts = {
  formTitle: 'Ceritakan apa yang terjadi',
  textLabel: 'Pengaduan Anda',
  textPlaceholder: 'Apa yang terjadi, kapan, dan apa yang Anda harapkan dari kami',
  counter: (n: number, max: number) => `${n}/${max}`,
  emptyText: 'Silakan isi komentar dan saran Anda',
  photosTitle: 'Foto (opsional)',
  photosHint: (max: number) => `Hingga ${max} foto: tangkapan layar, pesan, bukti bayar.`,
  addPhoto: 'Tambah foto',
  photo: (n: number) => `Foto ${n}`,
  uploading: (percent: number) => `Mengunggah, ${percent}%`,
  uploaded: 'Terunggah',
  uploadFailed: 'Gagal diunggah',
  uploadSucceeded: 'Berhasil diunggah!',
  retry: 'Coba lagi',
  remove: 'Hapus',
  waitForPhotos: 'Tunggu sampai semua foto terunggah, atau hapus foto yang gagal.',
  submit: 'Kirim',
  successTitle: 'Pengaduan diterima',
  reference: 'Nomor referensi',
  answerBy: 'Kami menjawab paling lambat',
  successKeep:
    'Simpan nomor referensi ini: dengan nomor ini kami menemukan pengaduan Anda jika Anda menghubungi kami.',
  successDone: 'Selesai',
  enlarge: (n: number) => `Perbesar foto ${n}`,
};

export default complaintIdID;
