import type { SiteTexts } from './site-en-IN.ts';

const siteIdID: SiteTexts = {
  menu: 'Menu situs',
  home: 'Beranda',
  about: 'Tentang kami',
  reviews: 'Ulasan pengguna',
  policy: 'Kebijakan Privasi',
  loan: 'Syarat dan ketentuan pinjaman',
  contact: 'Hubungi kami',
  service: 'Layanan pelanggan',
  name: 'Nama',
  phone: 'Telepon',
  email: 'Email',
  message: 'Pesan',
  submit: 'Kirim',
  incomplete: 'Mohon lengkapi semua informasi!',
  sent: 'Berhasil dikirim',
  emailInvalid: 'Masukkan alamat email yang valid.',
  replies: (days) => `Kami membalas dalam ${days} hari kerja.`,
};

export default siteIdID;
