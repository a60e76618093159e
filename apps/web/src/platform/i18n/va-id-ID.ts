import type { VaTexts } from './va-en-IN.ts';

const vaIdID: VaTexts = {
  beneficiary: 'Nama pemilik rekening (penerima)',
  ifsc: 'IFSC (kode cabang bank)',
  paidTitle: 'Sudah dibayar',
  paidBody: (amount) =>
    `Kami sudah menerima ${amount} melalui nomor ini. Nomor ini sudah ditutup, jadi tidak ada lagi yang perlu dibayar di sini.`,
  paidDetails: 'Lihat pinjaman saya',
  instructions: 'Cara membayar, langkah demi langkah',
  payTitle: 'Selesaikan pembayaran Anda',
  total: 'Total pembayaran',
  payBefore: (when) => `Bayar sebelum ${when}`,
  vaNumber: 'Nomor virtual account',
  payCode: 'Kode pembayaran',
  copy: 'Salin',
  copied: 'Berhasil disalin',
  copyManually: 'Tekan lama nomor tersebut untuk menyalinnya',
  method: 'Metode pembayaran',
  billNo: 'Nomor tagihan',
  change: 'Ubah metode pembayaran',
  steps: 'Cara membayar',
  keepReceipt: 'Simpan bukti setor atau struk pembayaran sampai pembayaran tercatat di Tenora.',
  complaint: 'Sudah bayar tetapi belum tercatat? Beri tahu kami',
  raiseComplaint: 'Ajukan pengaduan',
  paid: 'Saya sudah membayar',
  tipsTitle: 'Terima kasih',
  tipsBody:
    'Pembayaran Anda akan terkonfirmasi otomatis dalam beberapa menit. Anda dapat menutup halaman ini sekarang.',
  ok: 'OK',
  codeLoadFailed: 'Nomor pembayaran Anda tidak dapat dibuat.',
  otherWay: 'Pilih cara bayar lain',
  noBanks: 'Belum ada bank yang tersedia untuk pembayaran ini.',
};

export default vaIdID;
