import type { PrivacyTexts } from './privacy-en-IN.ts';

const privacyIdID: PrivacyTexts = {
  title: 'Privasi & data saya',
  language: 'Bahasa',
  intro: {
    IN: 'Hak Anda atas data pribadi berdasarkan Digital Personal Data Protection Act, 2023 (India): melihat data, memperbaikinya, menarik persetujuan, menyampaikan keluhan, dan menutup akun.',
    ID: 'Hak Anda atas data pribadi berdasarkan UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi: melihat data, memperbaikinya, menarik persetujuan, mengajukan pengaduan, dan menutup akun.',
  },
  loadFailed: 'Pengaturan privasi Anda tidak dapat dimuat.',
  failed: 'Permintaan belum berhasil. Silakan coba lagi.',
  consents: {
    title: 'Persetujuan Anda',
    loan: (product, orderNo) =>
      `${product}, pesanan ${orderNo}: ringkasan informasi (RIPLAY) dan perjanjian pinjaman`,
    registration: 'Pemberitahuan privasi, disetujui saat Anda mendaftar',
    marketing: 'Penawaran lewat SMS, email, dan di aplikasi',
    version: 'Versi',
    given: 'Diberikan',
    via: {
      confirm: 'di layar konfirmasi pinjaman',
      landing: 'di halaman pendaftaran',
      privacy: 'di layar ini',
    },
    appVersion: (version) => `aplikasi ${version}`,
    status: 'Status',
    active: 'Berlaku',
    withdrawnOn: (when) => `Ditarik pada ${when}`,
    notGiven: 'Belum diberikan',
    marketingOn:
      'Jika Anda menarik persetujuan, Anda tidak akan lagi menerima penawaran lewat SMS, email, atau di aplikasi. Pesan tentang pinjaman Anda tetap dikirim.',
    marketingOff:
      'Jika Anda setuju, kami dapat mengirimkan penawaran lewat SMS, email, atau di aplikasi. Anda dapat menariknya di sini kapan saja. Pesan tentang pinjaman Anda tetap dikirim.',
    withdraw: 'Tarik persetujuan',
    give: 'Berikan persetujuan',
    loanWhy:
      'Persetujuan ini bagian dari perjanjian pinjaman Anda. Menariknya tidak mengakhiri pinjaman: selama pinjaman berjalan kami memakai data Anda untuk melayaninya, dan hukum mewajibkan kami menyimpan catatannya, jadi tidak ada yang dapat dimatikan di sini. Untuk mengakhiri pinjaman, batalkan dalam masa pembatalan, atau lunasi.',
    viewLoan: 'Lihat pinjaman',
    registrationWhy:
      'Menarik persetujuan ini berarti menutup akun Anda: Anda dapat memintanya di bawah.',
    toClose: 'Ke bagian Tutup akun saya',
  },
  data: {
    title: 'Data Anda',
    intro: 'Data yang kami simpan tentang Anda, menurut jenisnya.',
    categories: {
      account: 'Akun Anda',
      loans: 'Pinjaman',
      payments: 'Pembayaran',
      bankAccounts: 'Rekening bank',
      cards: 'Kartu',
      autopay: 'Bayar otomatis',
      complaints: 'Pengaduan',
      help: 'Percakapan bantuan',
      messages: 'Pesan yang kami kirim',
      papers: 'Dokumen yang diterbitkan untuk Anda',
      devices: 'Perangkat',
    },
    count: (n) => `${n} catatan`,
    none: 'Tidak ada',
    latest: (when) => `Terakhir: ${when}`,
    copy: 'Dapatkan salinan data saya',
    copyHint:
      'Semua data yang kami simpan tentang Anda saat ini: file JSON untuk dibawa ke layanan lain, dan PDF untuk dibaca.',
    ready: 'Salinan data Anda sudah siap.',
    json: 'Unduh JSON',
    pdf: 'Unduh PDF',
  },
  requests: {
    title: 'Permintaan Anda',
    deadline: {
      IN: 'Kami menjawab setiap permintaan paling lambat 30 hari.',
      ID: 'Kami menindaklanjuti setiap permintaan paling lambat 3 × 24 jam.',
    },
    none: 'Anda belum pernah mengajukan permintaan.',
    kind: {
      access: 'Salinan data saya',
      correction: 'Perbaikan data',
      erasure: 'Tutup akun saya',
      grievance: 'Pengaduan',
    },
    status: {
      open: 'Menunggu jawaban',
      erasing: 'Sedang dihapus',
      done: 'Selesai',
      refused: 'Ditolak',
      withdrawn: 'Dibatalkan',
    },
    opened: 'Diajukan',
    dueBy: 'Dijawab paling lambat',
    closed: 'Ditutup',
    yourWords: 'Tulisan Anda',
    answer: 'Jawaban kami',
    withdraw: 'Batalkan',
    counter: (n, max) => `${n}/${max}`,
    cancel: 'Batal',
    send: 'Kirim',
    sent: (due) => `Permintaan terkirim. Kami menjawab paling lambat ${due}.`,
    correction: {
      open: 'Minta perbaikan data',
      label: 'Data apa yang salah, dan seharusnya bagaimana?',
      hint: 'Contoh: “Alamat saya salah. Seharusnya Jl. Merdeka No. 12, Bandung 40111.”',
      empty: 'Tuliskan data yang salah dan perbaikannya.',
      oneOpen:
        'Permintaan perbaikan data Anda sedang diproses. Anda dapat mengajukan lagi setelah kami menjawabnya, atau setelah Anda membatalkannya.',
    },
    grievance: {
      open: 'Ajukan pengaduan soal data pribadi',
      label: 'Apa keluhan Anda tentang cara kami menangani data Anda?',
      hint: 'Ceritakan apa yang terjadi dan kapan. Pengaduan Anda ditangani oleh pejabat yang tercantum di bawah.',
      empty: 'Tuliskan pengaduan Anda.',
      oneOpen:
        'Pengaduan Anda sedang diproses. Anda dapat mengajukan lagi setelah kami menjawabnya, atau setelah Anda membatalkannya.',
    },
  },
  close: {
    title: 'Tutup akun saya',
    erased:
      'Kami menghapus alamat email, kartu tersimpan, rekening bank yang tidak pernah menerima pencairan, percakapan bantuan, data pendaftaran, riwayat yang Anda lihat di aplikasi, dan isi pesan yang kami kirim; jika Anda belum pernah meminjam, nomor HP Anda juga. Anda akan keluar dari akun. Kami tetap menyimpan pengaduan Anda beserta jawaban kami, catatan setiap pesan tanpa isinya, catatan persetujuan yang Anda berikan, dan permintaan ini, sebagai bukti atas apa yang telah dilakukan.',
    kept: (years) =>
      `Hukum mewajibkan kami menyimpan catatan pinjaman Anda (perjanjian, pembayaran, rekening bank tempat pinjaman dicairkan) beserta nomor HP Anda selama ${years} tahun setelah pinjaman terakhir Anda berakhir. Catatan itu tidak kami gunakan untuk keperluan lain. Jika Anda masuk lagi, akun Anda dibuka kembali.`,
    withdrawable:
      'Selama belum kami tindak lanjuti, Anda dapat membatalkan permintaan ini di sini.',
    ask: 'Tutup akun saya',
    confirmTitle: 'Tutup akun Anda?',
    confirmBody:
      'Kami akan menghapus data pribadi Anda seperti dijelaskan di atas. Setelah kami tindak lanjuti, penghapusan tidak dapat dibatalkan.',
    confirm: 'Ya, tutup akun saya',
    keep: 'Tidak, pertahankan akun',
    openLoans:
      'Anda dapat menutup akun setelah pinjaman berikut berakhir: lunas, dibatalkan, atau tidak disetujui.',
    pending: (opened, due) =>
      `Anda meminta penutupan akun pada ${opened}. Kami akan menindaklanjutinya paling lambat ${due}.`,
    erasing: 'Kami sedang menghapus data Anda.',
    orderNo: (orderNo) => `Pesanan ${orderNo}`,
  },
  officer: {
    title: {
      IN: 'Grievance Officer (petugas pengaduan)',
      ID: 'Pejabat Pelindungan Data Pribadi',
    },
    role: {
      IN: 'Bertanggung jawab atas data pribadi Anda berdasarkan DPDP Act, dan menangani keluhan Anda.',
      ID: 'Bertanggung jawab atas data pribadi Anda berdasarkan UU PDP, dan menangani pengaduan Anda.',
    },
    email: 'Email',
    phone: 'Telepon',
  },
};

export default privacyIdID;
