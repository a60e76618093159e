import type { PayMethodTexts } from './pay-methods-en-IN.ts';

/** The ways to pay on Repay (docs/product.md#payments), in Bahasa Indonesia. */
const payMethodsIdID: PayMethodTexts = {
  names: {
    upi: 'UPI',
    card: 'Kartu debit',
    netbanking: 'Net banking',
    va: 'Transfer bank (virtual account)',
    store: 'Alfamart atau Indomaret',
    wallet: 'Dompet digital',
  },
  hints: {
    upi: 'Aplikasi UPI apa pun',
    card: 'Dengan kode SMS',
    netbanking: 'Di halaman bank Anda',
    va: 'Ke nomor virtual account Anda',
    store: 'Bayar tunai di kasir dengan kode',
    wallet: 'Setujui di dompet digital Anda',
  },
  va: {
    in: 'Kirim jumlahnya melalui IMPS, NEFT, atau RTGS ke nomor rekening dengan IFSC-nya.',
    id: 'Bayar melalui ATM, mobile banking, atau internet banking ke nomor virtual account.',
    continue: 'Dapatkan nomor virtual account',
  },
  store: {
    body: 'Dapatkan kode pembayaran dan bayar tunai di toko mana saja.',
    continue: 'Dapatkan kode pembayaran',
  },
  wallet: {
    body: 'Anda akan menyetujui pembayaran di dompet digital Anda.',
    continue: 'Lanjut ke dompet digital',
  },
  cardPage: {
    hint: 'Di halaman pembayaran, dengan verifikasi bank Anda',
    body: 'Anda akan memasukkan kartu di halaman aman mitra pembayaran kami dan menyetujuinya dengan bank Anda, lalu kembali ke sini. Kami tidak pernah melihat nomor kartu Anda.',
    continue: 'Lanjut bayar dengan kartu',
  },
  netbanking: {
    body: 'Anda akan masuk di halaman bank untuk menyetujui pembayaran, lalu kembali ke sini.',
    continue: 'Lanjut ke bank Anda',
  },
  upi: {
    intro:
      'Kode UPI Anda membuka aplikasi UPI, menampilkan kode QR untuk dipindai dari ponsel lain, atau mengirim permintaan ke ID UPI Anda.',
    getCode: (amount) => `Dapatkan kode UPI untuk ${amount}`,
    starting: 'Menyiapkan kode UPI Anda…',
    amountChanged: 'Anda mengubah jumlahnya. Dapatkan kode UPI baru untuk jumlah ini.',
    offline:
      'Anda sedang offline, jadi kode UPI tidak dapat dibuat. Periksa koneksi internet Anda lalu coba lagi.',
    openApp: (amount) => `Bayar ${amount} dengan aplikasi UPI`,
    noAppQr: 'Tidak ada aplikasi UPI yang terbuka di ponsel ini. Pindai kode QR dari ponsel lain.',
    noApp:
      'Tidak ada aplikasi UPI yang terbuka di ponsel ini. Pindai kode QR dari ponsel lain, atau kirim permintaan ke ID UPI Anda di bawah.',
    qrTitle: 'Pindai untuk membayar dari ponsel lain',
    qrLabel: (amount) => `Kode QR untuk membayar ${amount} melalui UPI`,
    qrAmount: (amount) => `Jumlah: ${amount}`,
    collectTitle: 'Atau terima permintaan di aplikasi UPI Anda',
    collectLabel: 'ID UPI Anda',
    collectHint: 'Contoh: nama@okhdfcbank',
    collectSend: 'Kirim permintaan',
    collectInvalid: 'Masukkan ID UPI seperti nama@bank, sesuai yang tampil di aplikasi UPI Anda.',
    collectSent: (vpa) => `Permintaan dikirim ke ${vpa}. Buka aplikasi UPI Anda dan setujui.`,
    waiting: 'Menunggu pembayaran Anda…',
    paidTitle: 'Pembayaran diterima',
    paidBody: (amount) => `Kami telah menerima ${amount} melalui UPI. Terima kasih!`,
    backToLoan: 'Kembali ke pinjaman saya',
    closed: 'Pembayaran UPI ini sudah tidak berlaku.',
    startAgain: 'Mulai lagi',
    reference: (ref) => `Referensi ${ref}`,
    failed: 'Kode UPI Anda tidak dapat dibuat. Silakan coba lagi.',
    tryAgain: 'Coba lagi',
  },
};

export default payMethodsIdID;
