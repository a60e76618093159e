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
  /** What the e-mail and the phone editors both say. */
  contact: {
    change: 'Ubah',
    cancel: 'Batal',
    confirm: 'Konfirmasi',
    codeMissing: 'Masukkan kode 6 digit.',
  },
  email: {
    title: 'Pesan lewat email',
    why: 'Kami mengirim pesan ini ke ponsel Anda lewat SMS. Tambahkan alamat email agar juga menerimanya lewat email.',
    label: 'Alamat email',
    invalid: 'Masukkan alamat email yang valid, misalnya nama@contoh.com.',
    send: 'Kirim kode',
    current: (email) => `Kami juga mengirim pesan Anda ke ${email}.`,
    remove: 'Hapus',
    sent: (email) =>
      `Kami mengirim kode 6 digit ke ${email}. Masukkan di sini untuk mengonfirmasi alamat; sebelum itu, tidak ada yang berubah.`,
    codeLabel: 'Kode dari email',
    saved: 'Alamat email dikonfirmasi',
    removed: 'Alamat email dihapus. Pesan hanya dikirim lewat SMS.',
  },
  phone: {
    label: 'Nomor ponsel',
    newLabel: 'Nomor ponsel baru',
    invalid: {
      IN: 'Masukkan nomor ponsel 10 digit yang valid, diawali 6, 7, 8, atau 9.',
      ID: 'Masukkan nomor ponsel yang valid, diawali 08 (10 sampai 13 digit).',
    },
    why: 'Kode dan pesan Anda dikirim ke nomor ini. Untuk memindahkannya, kami mengirim satu kode ke nomor ini dan satu ke nomor baru.',
    send: 'Kirim kode',
    sent: (current, next) =>
      `Kami mengirim kode ke nomor Anda ${current} dan satu lagi ke ${next}. Masukkan keduanya; sebelum itu, nomor Anda tetap.`,
    currentCode: (current) => `Kode yang dikirim ke ${current}`,
    newCode: (next) => `Kode yang dikirim ke ${next}`,
    saved: 'Nomor Anda diubah. Kami juga memberi tahu nomor lama Anda.',
  },
  details: {
    title: 'Data diri saya',
    intro:
      'Cara kami menghubungi Anda. Nomor atau alamat baru berlaku setelah Anda memasukkan kode yang kami kirim ke sana.',
    bank: 'Rekening pencairan pinjaman diubah di halaman pinjaman, selama pinjaman menunggu dicairkan.',
    address:
      'Alamat rumah Anda tidak disimpan di aplikasi ini. Untuk memperbaikinya, atau data lain yang kami simpan, kirim permintaan perbaikan di bawah.',
  },
};

export default ordersIdID;
