import type { RecommendTexts } from './recommend-en-IN.ts';

const recommendIdID: RecommendTexts = {
  title: 'Pinjaman untuk Anda',
  emptyTitle: 'Kuota pengajuan hari ini sudah penuh',
  emptyBody: 'Silakan coba lagi besok.',
  loadFailed: 'Daftar pinjaman tidak dapat dimuat.',
};

export default recommendIdID;
