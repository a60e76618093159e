import type { OrdersTexts } from './orders-en-IN.ts';

const ordersIdID: OrdersTexts = {
  title: 'Pinjaman saya',
  emptyTitle: 'Belum ada pinjaman',
  emptyBody: 'Pinjaman yang Anda ajukan dapat dipantau di sini.',
  explore: 'Lihat pinjaman',
  appliedOn: (date) => `Diajukan ${date}`,
  loadFailed: 'Pinjaman Anda tidak dapat dimuat.',
  orderNo: (id) => `Pesanan ${id}`,
  documents: 'Dokumen saya',
  privacy: 'Privasi & data saya',
  messages: 'Pesan',
  messagesLabel: (unread) => (unread > 0 ? `Pesan, ${unread} belum dibaca` : 'Pesan'),
  inbox: {
    loadFailed: 'Pesan Anda tidak dapat dimuat.',
    unread: 'Baru',
    emptyTitle: 'Belum ada pesan',
    emptyBody:
      'Pengingat sebelum pembayaran jatuh tempo dan kabar tentang pengaduan Anda akan muncul di sini.',
    older: 'Muat pesan sebelumnya',
    openLoan: 'Lihat pinjaman',
    openComplaint: 'Lihat pengaduan',
    openPaper: 'Unduh dokumen',
  },
  email: {
    title: 'Pesan lewat email',
    why: 'Kami mengirim pesan ini ke ponsel Anda lewat SMS. Tambahkan alamat email agar juga menerimanya lewat email.',
    label: 'Alamat email',
    invalid: 'Masukkan alamat email yang valid, misalnya nama@contoh.com.',
    save: 'Simpan',
    cancel: 'Batal',
    current: (email) => `Kami juga mengirim pesan Anda ke ${email}.`,
    change: 'Ubah',
    remove: 'Hapus',
    saved: 'Alamat email disimpan',
    removed: 'Alamat email dihapus. Pesan hanya dikirim lewat SMS.',
  },
};

export default ordersIdID;
