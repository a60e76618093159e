import type { WalletTexts } from './wallet-en-IN.ts';

const walletIdID: WalletTexts = {
  title: 'Bayar dengan dompet digital',
  body: 'Anda akan diarahkan ke dompet digital untuk menyetujui pembayaran, lalu kembali ke sini.',
  continue: 'Lanjut ke dompet digital',
  paidTitle: 'Pembayaran diterima',
  paidBody: (amount) => `Kami telah menerima ${amount}. Terima kasih!`,
  backToLoan: 'Kembali ke pinjaman saya',
  cancelledTitle: 'Pembayaran dibatalkan',
  cancelledBody:
    'Tidak ada dana yang terpotong. Anda dapat mencoba lagi atau memilih cara bayar lain.',
  tryAgain: 'Coba lagi',
  otherWays: 'Cara bayar lain',
  pendingTitle: 'Menunggu dompet digital',
  pendingBody: 'Kami belum menerima kabar dari dompet digital Anda.',
  bankPendingTitle: 'Menunggu bank Anda',
  bankPendingBody: 'Kami belum menerima kabar dari bank Anda.',
  checkoutPendingTitle: 'Menunggu pembayaran Anda',
  checkoutPendingBody: 'Kami belum menerima kabar tentang pembayaran Anda.',
  checkAgain: 'Periksa lagi',
  refundTitle: 'Pinjaman Anda sudah lunas',
  refundBody: 'Pembayaran dari dompet digital ini akan dikembalikan kepada Anda.',
  bankRefundBody: 'Pembayaran ini akan dikembalikan kepada Anda.',
  refundedTitle: 'Sudah dikembalikan kepada Anda',
  refundedBody: (amount, date) =>
    `${amount} dari pembayaran ini sudah dikembalikan kepada Anda pada ${date}. Mungkin perlu beberapa hari kerja hingga tampil di rekening Anda.`,
  extensionRefundTitle: 'Pinjaman Anda tidak diperpanjang',
  extensionRefundBody: (fee) =>
    `Biaya perpanjangan sebesar ${fee} akan dikembalikan kepada Anda. Biasanya ini karena pinjaman tidak dapat diperpanjang lagi, atau biayanya telah berubah.`,
  extensionCancelledBody:
    'Tidak ada dana yang terpotong, dan pinjaman Anda tidak diperpanjang. Anda dapat mencoba lagi.',
  checkingTitle: 'Pembayaran Anda',
  loadFailed: 'Pembayaran ini tidak dapat dimuat.',
  mandate: {
    title: {
      upi_autopay: 'Aplikasi UPI sandbox',
      direct_debit: 'Bank sandbox',
    },
    asks: (max) =>
      `Tenora Sandbox meminta izin mendebet rekening Anda hingga ${max} setiap kali ditagihkan.`,
    test: 'Uji coba: tidak ada uang sungguhan yang berpindah.',
    reference: (reference) => `Mandat ${reference}`,
    approve: 'Setujui',
    decline: 'Tolak',
    loadFailed: 'Kami tidak dapat memuat mandat ini.',
    answered: 'Mandat ini sudah dijawab: tidak ada lagi yang perlu disetujui.',
    approvedTitle: 'Mandat disetujui',
    declinedTitle: 'Mandat ditolak',
    goBack: 'Sekarang Anda dapat kembali ke Tenora.',
    backToTenora: 'Kembali ke Tenora',
  },
};

export default walletIdID;
