import type { ComplaintStartTexts } from './complaint-start-en-IN.ts';

const complaintStartIdID: ComplaintStartTexts = {
  title: 'Ajukan pengaduan',
  intro:
    'Ceritakan apa yang salah. Setiap pengaduan mendapat nomor referensi dan jawaban paling lambat pada suatu tanggal.',
  myComplaints: 'Pengaduan saya',
  loanTitle: 'Pinjaman mana yang dimaksud?',
  noLoan: 'Bukan tentang pinjaman',
  allLoans: 'Semua pinjaman',
  chooseLoan: 'Pilih pinjaman',
  typeTitle: 'Tentang apa?',
  subTypeTitle: 'Apa yang terjadi saat penagihan?',
  collectionBlocked: 'Pesanan yang dipilih tidak mendukung pengaduan jenis penagihan',
  collectionWhy:
    'Pengaduan tentang penagihan hanya untuk pinjaman yang sedang atau pernah terlambat. Pilih pinjaman seperti itu, atau jenis lain.',
  loadFailed: 'Formulir pengaduan tidak dapat dimuat.',
  listAnswerBy: (date: string) => `Dijawab paling lambat ${date}`,
  listAnswered: 'Sudah dijawab',
  listTitle: 'Pengaduan saya',
  listEmpty: 'Belum ada pengaduan di sini',
  listEmptyBody: 'Pengaduan yang Anda ajukan tampil di sini beserta nomor referensinya.',
  listFailed: 'Pengaduan Anda tidak dapat dimuat.',
  newComplaint: 'Ajukan pengaduan',
};

export default complaintStartIdID;
