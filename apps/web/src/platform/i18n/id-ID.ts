import type { CoreMessages } from './en-IN.ts';

/** Bahasa Indonesia. Same keys and meanings as en-IN.ts (docs/product.md#markets). */
const idID: CoreMessages = {
  common: {
    language: 'Bahasa',
    loading: 'Memuat…',
    retry: 'Coba lagi',
    goHome: 'Kembali ke beranda',
    productClosed: 'Belum menerima pengajuan saat ini',
    phonePlaceholder: (market) => (market === 'IN' ? '98765 43210' : '0812 3456 7890'),
    phoneInvalid: (market) =>
      market === 'IN'
        ? 'Masukkan nomor ponsel 10 digit yang valid, diawali 6, 7, 8, atau 9.'
        : 'Masukkan nomor ponsel yang valid, diawali 08 (10 sampai 13 digit).',
  },
  errors: {
    sessionTitle: 'Silakan masuk kembali',
    sessionBody:
      'Sesi Anda telah berakhir atau tautan ini tidak valid. Kembali ke beranda aplikasi dan masuk untuk melanjutkan.',
    notFoundTitle: 'Halaman tidak ditemukan',
    notFoundBody: 'Halaman ini tidak ada atau sudah dipindahkan.',
    crashTitle: 'Terjadi kesalahan',
    crashBody: 'Halaman mengalami masalah. Silakan coba lagi.',
    offlineTitle: 'Anda sedang offline',
    offlineBody:
      'Periksa koneksi internet Anda. Layar ini dimuat sendiri saat Anda kembali online.',
    network: 'Kesalahan jaringan. Periksa koneksi Anda lalu coba lagi.',
    generic: 'Terjadi kesalahan. Silakan coba lagi.',
    unsafeLink: 'Tautan ini tidak dapat dibuka di sini.',
  },
  bridge: {
    rateThanks: 'Terima kasih telah menilai Tenora!',
    openInApp: 'Silakan buka ini di aplikasi Tenora.',
  },
};

export default idID;
