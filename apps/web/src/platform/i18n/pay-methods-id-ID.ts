import type { PayMethodTexts } from './pay-methods-en-IN.ts';

/** The ways to pay on Repay (docs/product.md#payments) and its autopay card, in Bahasa Indonesia. */
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
  autopay: {
    title: 'Bayar otomatis',
    loadFailed: 'Kami tidak dapat memuat data pembayaran otomatis Anda. Silakan coba lagi.',
    offer: {
      title: {
        upi_autopay: 'Bayar otomatis dengan UPI AutoPay',
        direct_debit: 'Debit otomatis',
      },
      body: {
        upi_autopay:
          'Setiap cicilan diambil dari rekening bank Anda melalui aplikasi UPI pada tanggal jatuh temponya, tidak pernah lebih dari tagihan. Kami memberi tahu Anda 24 jam sebelum setiap pendebetan, beserta jumlahnya, dan Anda dapat membatalkannya di sini kapan saja.',
        direct_debit:
          'Setiap cicilan didebet dari rekening bank kartu debit Anda pada tanggal jatuh temponya, tidak pernah lebih dari tagihan. Kami memberi tahu Anda 24 jam sebelum setiap pendebetan, beserta jumlahnya, dan Anda dapat membatalkannya di sini kapan saja.',
      },
      refused: 'Pembayaran otomatis tidak jadi diaktifkan: permintaannya ditolak.',
      cancelled: 'Pembayaran otomatis sudah dibatalkan. Tidak ada lagi dana yang diambil.',
      startUpi: 'Aktifkan UPI AutoPay',
      startDebit: 'Aktifkan debit otomatis',
    },
    card: {
      privacy: 'Kami tidak pernah meminta nomor kartu lengkap atau PIN Anda.',
      bank: 'Bank',
      chooseBank: 'Pilih bank Anda',
      bankInvalid: 'Pilih bank Anda dari daftar.',
      lastFour: '4 angka terakhir kartu debit Anda',
      lastFourInvalid: 'Masukkan 4 angka terakhir kartu debit Anda.',
      expiry: 'Masa berlaku kartu (BB/TT)',
      expiryHint: 'Sesuai yang tertera di kartu, misalnya 08/29',
      expiryInvalid:
        'Masukkan masa berlaku yang tertera di kartu Anda, dengan format BB/TT (misalnya 08/29). Kartu tidak boleh sudah kedaluwarsa.',
    },
    approving: {
      title: {
        upi_autopay: 'Setujui mandat di aplikasi UPI Anda',
        direct_debit: 'Setujui debit otomatis di bank Anda',
      },
      body: {
        upi_autopay: (max) =>
          `Aplikasi UPI Anda meminta persetujuan untuk pendebetan hingga ${max} setiap kali. Setujui di sana, lalu kembali ke sini.`,
        direct_debit: (max) =>
          `Bank Anda meminta persetujuan untuk pendebetan hingga ${max} setiap kali. Setujui di sana, lalu kembali ke sini.`,
      },
      open: {
        upi_autopay: 'Buka aplikasi UPI saya',
        direct_debit: 'Buka halaman bank saya',
      },
      checkAgain: 'Periksa lagi',
      notYet: {
        upi_autopay:
          'Kami belum menerima kabar dari aplikasi UPI Anda. Setujui mandatnya di sana, lalu periksa lagi.',
        direct_debit:
          'Kami belum menerima kabar dari bank Anda. Setujui di sana, lalu periksa lagi.',
      },
      noApp:
        'Tidak ada aplikasi UPI yang terbuka di ponsel ini. Pindai kode QR dengan aplikasi UPI di ponsel lain.',
      qrTitle: 'Atau pindai dengan aplikasi UPI di ponsel lain',
      qrLabel: (max) => `Kode QR untuk menyetujui UPI AutoPay hingga ${max} per pendebetan`,
    },
    code: {
      title: 'Masukkan kode dari bank Anda',
      body: (bank) =>
        `${bank} mengirim kode lewat SMS ke nomor ponsel yang terdaftar di bank Anda. Kode ini menghubungkan kartu debit Anda untuk debit otomatis.`,
      yourBank: 'Bank Anda',
      label: 'Kode dari SMS',
      invalid: 'Masukkan kode dari SMS, hanya angka.',
      confirm: 'Konfirmasi',
    },
    active: {
      title: 'Pembayaran otomatis aktif',
      account: 'Didebet dari',
      maxAmount: 'Batas setiap pendebetan',
      next: 'Pendebetan berikutnya',
      noticed: (told, amount, after) =>
        `Kami sudah memberi tahu Anda pada ${told}: ${amount} diambil paling cepat pada ${after}.`,
      presented: (amount) => `${amount} sedang diambil sekarang.`,
      planned: (amount, on) =>
        `${amount} pada ${on}, sesuai tagihan pinjaman Anda hari ini. Jumlah pastinya kami beri tahu 24 jam sebelumnya.`,
      none: 'Belum ada pendebetan yang dijadwalkan. Kami memberi tahu Anda 24 jam sebelum setiap pendebetan, beserta jumlahnya.',
    },
    paused: {
      title: 'Pembayaran otomatis dijeda',
      body: 'Anda menjedanya di aplikasi UPI, jadi tidak ada dana yang diambil. Lanjutkan di aplikasi UPI Anda, atau batalkan di sini.',
    },
    cancelling: {
      title: 'Membatalkan pembayaran otomatis',
      body: 'Bank Anda sedang mengakhiri mandatnya. Tidak ada pendebetan baru yang akan diambil.',
    },
    lastFailed: (amount, on) =>
      `Pembayaran otomatis sebesar ${amount} pada ${on} tidak berhasil. Bayar di sini sekarang; kami akan mengingatkan Anda.`,
    cancel: 'Batalkan pembayaran otomatis',
    cancelTitle: 'Batalkan pembayaran otomatis?',
    cancelBody:
      'Mulai sekarang tidak ada pendebetan baru, termasuk yang sudah kami beri tahukan. Pendebetan yang sudah dikirim ke bank Anda masih dapat berhasil; jika demikian, dana itu dibayarkan untuk pinjaman Anda. Selanjutnya Anda membayar sendiri setiap cicilan di sini, paling lambat pada tanggal jatuh temponya.',
    cancelConfirm: 'Ya, batalkan',
    keep: 'Tetap aktifkan',
  },
  enterAmount: 'Masukkan jumlah pembayaran',
  cards: 'Bayar dengan kartu bank Anda',
  noCards: 'Anda belum menambahkan kartu bank.',
  addCard: 'Tambah kartu bank',
  amountTooHigh: (max) => `Jumlah maksimal yang dapat dibayar ${max}`,
  amountInvalid: 'Masukkan jumlah lebih dari nol',
  codeTitle: 'Masukkan kode SMS',
  codeBody: 'Kami telah mengirim kode 6 digit ke nomor ponsel Anda yang terdaftar.',
  code: 'Kode SMS',
  resendIn: (s) => `Kirim ulang dalam ${s} detik`,
  resend: 'Kirim ulang kode',
  confirm: 'Konfirmasi pembayaran',
  cancel: 'Batal',
  codeInvalid: 'Silakan masukkan kode yang benar',
  keypad: {
    confirm: 'Selesai',
    hide: 'Tutup',
    delete: 'Hapus',
  },
  wrongCode: 'Kode salah. Silakan coba lagi.',
  duplicate: 'Pembayaran ini sudah dikirim sebelumnya',
  failed: 'Pembayaran tidak berhasil. Silakan coba lagi.',
  paid: 'Pembayaran diterima',
  methodsTitle: 'Bagaimana Anda ingin membayar?',
};

export default payMethodsIdID;
