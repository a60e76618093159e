import type { DocumentsTexts } from './documents-en-IN.ts';

const documentsIdID: DocumentsTexts = {
  title: 'Dokumen saya',
  emptyTitle: 'Belum ada dokumen',
  emptyBody:
    'Setelah Anda mengonfirmasi pinjaman, perjanjian dan ringkasan informasinya disimpan di sini, beserta bukti setiap pembayaran.',
  loadFailed: 'Dokumen Anda tidak dapat dimuat.',
  agreedOn: (date) => `disetujui ${date}`,
  view: 'Lihat',
  download: 'Unduh',
  all: 'Semua dokumen saya',
  noneForLoanTitle: 'Belum ada dokumen untuk pinjaman ini',
  loanNumber: (orderId) => `Pinjaman ${orderId}`,
  statement: {
    open: 'Rekening koran',
    title: 'Rekening koran pinjaman',
    from: 'Dari',
    to: 'Sampai',
    hint: 'Kosongkan tanggal untuk seluruh pinjaman: sejak dicairkan sampai hari ini.',
    badRange: 'Tanggal awal tidak boleh melewati tanggal akhir.',
    make: 'Buat rekening koran',
    ready: (number) => `Rekening koran ${number} sudah siap.`,
  },
};

export default documentsIdID;
