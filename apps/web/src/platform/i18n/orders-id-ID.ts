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
};

export default ordersIdID;
