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
  },
};

export default ordersIdID;
