import type { Messages } from './en-IN.ts';

/** Bahasa Indonesia. Same keys and meanings as en-IN.ts (DECISIONS §7). */
const idID: Messages = {
  common: {
    loading: 'Memuat…',
    retry: 'Coba lagi',
    goHome: 'Kembali ke beranda',
  },
  errors: {
    sessionTitle: 'Silakan masuk kembali',
    sessionBody:
      'Sesi Anda telah berakhir atau tautan ini tidak valid. Kembali ke beranda aplikasi dan masuk untuk melanjutkan.',
    notFoundTitle: 'Halaman tidak ditemukan',
    notFoundBody: 'Halaman ini tidak ada atau sudah dipindahkan.',
    crashTitle: 'Terjadi kesalahan',
    crashBody: 'Halaman mengalami masalah. Silakan coba lagi.',
    offlineTitle: 'Tidak ada koneksi',
    offlineBody:
      'Kami tidak dapat terhubung ke Tenora. Periksa koneksi internet Anda lalu coba lagi.',
    network: 'Kesalahan jaringan. Periksa koneksi Anda lalu coba lagi.',
    generic: 'Terjadi kesalahan. Silakan coba lagi.',
    unsafeLink: 'Tautan ini tidak dapat dibuka di sini.',
  },
  bridge: {
    rateThanks: 'Terima kasih telah menilai Tenora!',
    openInApp: 'Silakan buka ini di aplikasi Tenora.',
  },
  orders: {
    title: 'Pinjaman saya',
    emptyTitle: 'Belum ada pinjaman',
    emptyBody: 'Pinjaman yang Anda ajukan dapat dipantau di sini.',
    explore: 'Lihat pinjaman',
    appliedOn: (date) => `Diajukan ${date}`,
    loadFailed: 'Pinjaman Anda tidak dapat dimuat.',
    orderNo: (id) => `Pesanan ${id}`,
  },
  recommend: {
    title: 'Pinjaman untuk Anda',
    emptyTitle: 'Kuota pengajuan hari ini sudah penuh',
    emptyBody: 'Silakan coba lagi besok.',
    loadFailed: 'Daftar pinjaman tidak dapat dimuat.',
    closedHint: 'Belum menerima pengajuan saat ini',
  },
  orderStatus: {
    21: 'Sedang ditinjau',
    151: 'Disetujui, sedang dicairkan',
    110: 'Tidak disetujui',
    170: 'Menunggu pembayaran',
    174: 'Jatuh tempo hari ini',
    180: 'Terlambat',
    200: 'Lunas',
    3: 'Dalam pembayaran',
    5: 'Terlambat',
    4: 'Lunas',
    unknown: 'Dalam proses',
  },
};

export default idID;
