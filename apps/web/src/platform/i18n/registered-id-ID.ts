import type { RegisteredTexts } from './registered-en-IN.ts';
const registeredIdID: RegisteredTexts = {
  registered: 'Pendaftaran berhasil',
  alreadyRegistered: 'Anda sudah terdaftar. Silakan unduh aplikasinya dan masuk.',
  downloadTitle: 'Anda sudah terdaftar',
  downloadBody: (app) =>
    `Unduh aplikasi ${app} dan masuk dengan nomor ponsel Anda untuk mengajukan pinjaman.`,
  store: { android: 'Dapatkan di Google Play', ios: 'Unduh di App Store' },
  otherStore: {
    android: 'Memakai ponsel Android? Dapatkan di Google Play',
    ios: 'Memakai iPhone? Unduh di App Store',
  },
  legalTitle: 'Perjanjian Pengguna dan Pemberitahuan Privasi',
  userAgreement: 'Perjanjian Pengguna',
  privacyNotice: 'Pemberitahuan Privasi',
  back: 'Kembali ke pendaftaran',
};

export default registeredIdID;
