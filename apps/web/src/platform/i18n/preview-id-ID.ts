import type { PreviewTexts } from './preview-en-IN.ts';

const previewIdID: PreviewTexts = {
  title: 'Pratinjau uji',
  intro:
    'Untuk pengembang dan penguji: isi data yang biasanya dikirim aplikasi native di alamat, lalu buka layar dengannya.',
  deviceTitle: 'Perangkat dan sesi',
  fields: {
    appVersion: 'Versi aplikasi',
    deviceName: 'Nama perangkat',
    deviceId: 'ID perangkat',
    osVersion: 'Versi OS',
    sessionId: 'ID sesi',
    advertisingId: 'ID iklan',
    productId: 'ID produk',
    orderId: 'ID pesanan',
  },
  linksTitle: 'Buka layar',
  links: {
    confirm: 'Konfirmasi pinjaman',
    loanDetail: 'Detail pinjaman',
    repay: 'Bayar',
    extension: 'Perpanjangan',
    bindCard: 'Tambah kartu bank',
    aboutUs: 'Tentang kami',
    complaint: 'Pengaduan',
    customerService: 'Layanan pelanggan',
    privacyPolicy: 'Kebijakan privasi',
    repaymentInstructions: 'Petunjuk pembayaran',
  },
  deviceToolsTitle: 'Fitur ponsel',
  photo: 'Ambil atau pilih foto',
  photoChosen: (name, kb, width, height) => `${name}: ${kb} KB, ${width} × ${height} px`,
  photoUnreadable: 'Berkas ini bukan gambar yang bisa ditampilkan ponsel.',
  photoAlt: 'Foto yang dipilih',
  contact: 'Nomor telepon kontak',
  pickContact: 'Pilih dari kontak',
  contactNone: 'Tidak ada kontak yang dipilih.',
  locate: 'Ambil lokasi saya',
  locating: 'Mencari lokasi Anda…',
  located: (lat, lng, metres) => `Lintang ${lat}, bujur ${lng} (akurasi ${metres} m)`,
  locationDenied: 'Izin lokasi ditolak.',
  locationUnavailable: 'Lokasi tidak tersedia di ponsel ini.',
};

export default previewIdID;
