import { RETENTION_PROMISED as KEPT } from '@tenora/domain/retention';
import type { Market } from '@tenora/domain/market';
import type { CompanyFacts, CompanyTexts, TextSection } from './company-en-IN.ts';

/** Bahasa Indonesia. Same parts and meanings as company-en-IN.ts (docs/product.md#markets). */

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

const day = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1] ?? ''} ${y}`;
};

const BRAND = 'Tenora';
const name = (f: CompanyFacts) => f.app ?? BRAND;
const who = (f: CompanyFacts) => f.company?.legalName ?? name(f);
const law = (m: Market) =>
  m === 'IN'
    ? 'Digital Personal Data Protection Act 2023 (DPDP Act) India'
    : 'Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP)';
const regulator = (m: Market) =>
  m === 'IN' ? 'Reserve Bank of India (RBI)' : 'Otoritas Jasa Keuangan (OJK)';
const country = (m: Market) => (m === 'IN' ? 'India' : 'Indonesia');

/** Cara menghubungi petugas pengaduan, atau layanan pelanggan, atau bantuan di aplikasi. */
const reach = (f: CompanyFacts): string => {
  const officer = f.company?.grievanceOfficer;
  if (officer) return `kirim email ke ${officer.email} atau telepon ${officer.phone}`;
  if (f.contact) return `kirim email ke ${f.contact.email} atau telepon ${f.contact.phone}`;
  return 'gunakan menu bantuan di aplikasi';
};

const lenderLine = (f: CompanyFacts): string | null => {
  const c = f.company;
  if (!c) return null;
  // Frasa pendaftaran ditulis dalam bahasa pasarnya: bahasa Indonesia tidak memerlukan "adalah".
  const lender =
    f.market === 'ID' ? `${c.lender} ${c.registration}.` : `${c.lender}: ${c.registration}.`;
  return c.lendingServiceProvider
    ? `${lender} ${c.lendingServiceProvider} mengoperasikan ${name(f)} sebagai penyedia layanan pinjamannya.`
    : lender;
};

const usersClaim = (f: CompanyFacts): string | null =>
  f.users
    ? `Dipercaya oleh ${f.users.value}${f.users.millions ? ' juta' : ''} pengguna di ${country(f.market)}.`
    : null;

const texts: CompanyTexts = {
  brand: BRAND,
  ui: {
    tagline: 'Pinjaman kecil lewat ponsel, dengan semua biaya ditampilkan sejak awal.',
    slides: 'Sorotan',
    slide: (n, of) => `${n} dari ${of}`,
    showSlide: (n) => `Tampilkan slide ${n}`,
    pause: 'Jeda slide',
    play: 'Putar slide',
    highlightsTitle: 'Mengapa orang memilih kami',
    openPage: 'Buka sebagai halaman penuh',
    address: 'Alamat',
    grievanceOfficer: 'Petugas pengaduan',
  },

  slides: (f) => [
    {
      title: 'Dana saat Anda membutuhkannya',
      body: 'Ajukan dalam hitungan menit lewat ponsel. Kami memutuskan dalam satu hari, dan dana yang disetujui masuk ke rekening bank Anda dalam 1 sampai 3 hari.',
      alt: 'Ponsel yang menerima uang',
    },
    {
      title: 'Ketahui seluruh biayanya dulu',
      body:
        f.market === 'IN'
          ? 'Sebelum Anda setuju, key fact statement menampilkan bunga, setiap biaya, APR, dan total yang harus dibayar.'
          : 'Sebelum Anda setuju, perjanjian menampilkan setiap biaya, selalu dalam batas yang ditetapkan OJK.',
      alt: 'Penawaran pinjaman di bawah kaca pembesar',
    },
    {
      title: 'Data Anda tetap milik Anda',
      body: `Dilindungi oleh ${f.market === 'IN' ? 'DPDP Act India' : 'UU PDP'}. Kami tidak pernah membaca kontak, foto, atau pesan Anda.`,
      alt: 'Perisai dengan gembok',
    },
  ],

  highlights: (f) => [
    {
      title: 'Ajukan lewat ponsel',
      body: 'Tanpa datang ke kantor dan tanpa berkas kertas: daftar dengan nomor ponsel dan ajukan di aplikasi.',
    },
    {
      title: 'Bayar dengan cara Anda',
      body:
        f.market === 'IN'
          ? 'Bayar dengan kartu bank atau dompet digital, sekaligus atau dicicil, langsung di aplikasi.'
          : 'Bayar lewat virtual account atau di minimarket, sekaligus atau dicicil.',
    },
    {
      title: 'Tim yang siap membantu',
      body: 'Tim layanan pelanggan kami menjawab pertanyaan dan pengaduan Anda.',
    },
  ],

  usersClaim,
  lenderLine,

  blurb: (f) =>
    `${name(f)} adalah platform pinjaman digital untuk ${country(f.market)}: pinjaman pribadi kecil yang diajukan dan dibayar lewat ponsel, dengan seluruh biaya ditampilkan sebelum Anda setuju.`,

  copyright: (f) =>
    f.company
      ? `© ${f.company.founded} ${f.company.legalName}. Hak cipta dilindungi undang-undang.`
      : null,

  about: (f, offer, days) => [
    {
      id: 'introduction',
      heading: 'Siapa kami',
      paragraphs: [
        f.company
          ? `${name(f)} dikelola oleh ${f.company.legalName}, didirikan pada tahun ${f.company.founded}. Kami membantu masyarakat di ${country(f.market)} meminjam dana kecil dengan cepat dan aman, lewat ponsel.`
          : `${name(f)} membantu masyarakat di ${country(f.market)} meminjam dana kecil dengan cepat dan aman, lewat ponsel.`,
        ...[usersClaim(f), lenderLine(f)].filter((x): x is string => x !== null),
      ],
    },
    {
      id: 'why',
      heading: 'Mengapa memilih kami',
      paragraphs: [],
      items: [
        f.market === 'IN'
          ? 'Biaya yang jelas: key fact statement menampilkan APR, setiap biaya, dan total yang harus dibayar sebelum Anda menandatangani. Tidak ada biaya lain yang boleh ditagih.'
          : 'Biaya yang jelas: perjanjian menampilkan setiap biaya sebelum Anda menandatangani, dan bunga serta biaya selalu dalam batas yang ditetapkan OJK.',
        `Cepat: keputusan dalam ${days.decisionDays} hari, dan dana masuk ke rekening bank Anda dalam ${days.creditDays.min} sampai ${days.creditDays.max} hari.`,
        `Terjaga: data Anda dilindungi oleh ${law(f.market)}. Kami tidak pernah menjualnya dan tidak pernah membaca kontak atau foto Anda.`,
        `Santun: kami menagih sesuai aturan ${regulator(f.market)}, tanpa ancaman dan tanpa menghubungi orang-orang yang Anda kenal.`,
        `Membantu: layanan pelanggan kami membalas dalam ${days.replyDays} hari kerja.`,
      ],
    },
    {
      id: 'products',
      heading: 'Produk kami',
      paragraphs: [
        `Pinjaman pertama mulai ${offer.min} sampai ${offer.max}, dicairkan ke rekening bank Anda sendiri.`,
      ],
      items:
        f.market === 'IN'
          ? [
              'Pinjaman pribadi: tenor 91 sampai 365 hari, dibayar dalam 3 kali cicilan sepanjang tenor.',
              `Talangan gaji: untuk karyawan bergaji ${offer.income ?? 'tetap'} per bulan atau lebih.`,
              'Limit lebih tinggi bagi peminjam yang membayar tepat waktu.',
            ]
          : [
              'Pinjaman sekali bayar: dilunasi sekaligus di akhir tenor.',
              'Pinjaman cicilan: dibayar dalam 3 kali cicilan yang sama besar sepanjang tenor.',
              'Limit lebih tinggi bagi peminjam yang membayar tepat waktu.',
            ],
      after: [
        'Setiap penawaran menampilkan jumlah pinjaman, tenor, bunga, biaya, dan total yang harus dibayar sebelum Anda mengonfirmasi.',
      ],
    },
    {
      id: 'getting-started',
      heading: 'Cara memulai',
      paragraphs: [],
      ordered: true,
      items: [
        `Unduh aplikasi ${name(f)} dan daftar dengan nomor ponsel Anda.`,
        f.market === 'IN'
          ? 'Lengkapi profil Anda dan verifikasi identitas dengan PAN dan e-KYC berbasis Aadhaar.'
          : 'Lengkapi profil Anda dan verifikasi identitas dengan KTP (e-KYC).',
        'Pilih jumlah dan tenor, lalu baca penawaran dan perjanjiannya.',
        'Konfirmasi, dan terima dana di rekening bank Anda.',
        'Bayar di aplikasi sebelum jatuh tempo, atau perpanjang tenor bila penawaran memungkinkan.',
      ],
    },
  ],

  reviewsIntro: (f) => `Apa kata peminjam tentang ${name(f)}.`,

  reviews: (f) =>
    f.market === 'ID'
      ? [
          {
            name: 'Siti R.',
            place: 'Bandung',
            text: 'Semua biaya ditampilkan sebelum saya setuju, dan jumlahnya sama dengan yang saya bayar.',
          },
          {
            name: 'Budi S.',
            place: 'Surabaya',
            text: 'Saya mengajukan pada malam hari dan keesokan paginya sudah ada keputusan.',
          },
          {
            name: 'Rina A.',
            place: 'Medan',
            text: 'Membayar lewat virtual account dari aplikasi bank saya cukup satu menit.',
          },
          {
            name: 'Agus P.',
            place: 'Yogyakarta',
            text: 'Waktu saya sekali terlambat, petugasnya menelepon dengan sopan dan membantu saya mengatur pembayaran.',
          },
        ]
      : [
          {
            name: 'Ananya S.',
            place: 'Pune',
            text: 'Aplikasinya menunjukkan dengan tepat berapa yang harus saya bayar sebelum saya setuju. Tidak ada kejutan.',
          },
          {
            name: 'Rahul K.',
            place: 'Jaipur',
            text: 'Saya butuh dana untuk biaya rumah sakit ibu saya. Keputusannya keluar hari itu juga.',
          },
          {
            name: 'Meena D.',
            place: 'Chennai',
            text: 'Membayar cicilan dari aplikasi itu mudah, dan saya diingatkan sebelum setiap jatuh tempo.',
          },
          {
            name: 'Arjun P.',
            place: 'Lucknow',
            text: 'Layanan pelanggan menjawab pertanyaan saya tentang biaya layanan dengan jelas dan sopan.',
          },
        ],

  contactIntro: (_f, days) =>
    `Punya pertanyaan, masukan, atau ide untuk kami? Tulis pesan dan kami akan membalas lewat email atau telepon dalam ${days.replyDays} hari kerja.`,

  privacy: (f) => {
    const m = f.market;
    const c = f.company;
    const partner = c && c.lender !== c.legalName ? c.lender : null;
    return {
      intro: [
        `Kebijakan ini menjelaskan cara ${who(f)} (“kami”) mengumpulkan, menggunakan, dan melindungi data pribadi Anda saat Anda menggunakan aplikasi dan situs web ${name(f)} di ${country(m)}. Kami adalah ${m === 'IN' ? 'data fiduciary' : 'pengendali data pribadi'} menurut ${law(m)}.`,
        partner
          ? `Pinjaman diberikan oleh mitra pemberi pinjaman kami, ${partner}, yang menggunakan data Anda untuk pinjaman Anda berdasarkan undang-undang yang sama dan aturan ${regulator(m)}.`
          : `Kami juga mematuhi aturan ${regulator(m)} tentang data untuk layanan pinjaman.`,
      ],
      sections: [
        {
          id: 'use',
          heading: 'Penggunaan informasi Anda',
          paragraphs: [
            'Kami hanya mengumpulkan data yang diperlukan untuk memberikan dan mengelola pinjaman Anda:',
          ],
          items: [
            'Identitas dan kontak: nama, nomor ponsel, alamat email, tanggal lahir, dan alamat Anda.',
            m === 'IN'
              ? 'Pemeriksaan identitas (KYC): PAN, e-KYC berbasis Aadhaar dengan nomor Aadhaar yang disamarkan, dan swafoto.'
              : 'Pemeriksaan identitas (KYC): KTP dan NIK, serta swafoto.',
            'Data keuangan: rekening bank, penghasilan dan pekerjaan, serta riwayat pembayaran; dengan izin Anda, laporan kredit Anda.',
            'Data perangkat dan penggunaan: tanda pengenal perangkat, versi aplikasi, dan alamat IP, untuk menjaga keamanan akun dan mencegah penipuan.',
            'Yang Anda kirimkan kepada kami: pesan dari formulir kontak, pengaduan, dan lampirannya.',
          ],
          after: [
            'Kami menggunakan data ini untuk memeriksa identitas Anda, memutuskan pengajuan Anda, mencairkan dan menagih pinjaman, mengirim pesan tentang akun Anda, menjawab Anda, serta mencegah penipuan dan memenuhi kewajiban hukum. Kami tidak menggunakannya untuk hal lain tanpa bertanya kepada Anda, dan kami tidak pernah menjualnya.',
            'Kami tidak mengakses kontak, riwayat panggilan, foto, berkas, atau pesan Anda. Aplikasi hanya meminta akses kamera, mikrofon, atau lokasi ketika suatu langkah memerlukannya, misalnya swafoto untuk pemeriksaan identitas, dan hanya dengan izin Anda.',
            `Kami memproses data Anda berdasarkan persetujuan Anda, yang kami minta dengan jelas untuk setiap tujuan sebelum data dikumpulkan; dan bila hukum mewajibkan, misalnya untuk menyimpan catatan pinjaman. Anda dapat menarik persetujuan kapan saja, semudah saat memberikannya: di aplikasi, pada Pinjaman saya › Privasi & data saya, atau ${reach(f)}. Kami lalu berhenti memproses, kecuali bila hukum mewajibkan kami menyimpan data tersebut; bila pinjaman Anda masih berjalan, kami tetap memerlukan data Anda untuk mengelolanya sampai lunas. Penarikan tidak memengaruhi pemrosesan yang sudah dilakukan sebelumnya.`,
            ...(m === 'IN'
              ? [
                  'Anda juga dapat memberikan, meninjau, dan menarik persetujuan melalui consent manager yang terdaftar di Data Protection Board of India.',
                ]
              : []),
          ],
        },
        {
          id: 'disclosure',
          heading: 'Pengungkapan informasi',
          paragraphs: [
            'Kami hanya membagikan data Anda sejauh yang diperlukan oleh pihak berikut:',
          ],
          items: [
            partner
              ? `${partner}, pemberi pinjaman, untuk menilai dan mengelola pinjaman Anda.`
              : 'Tim pemberi pinjaman yang menilai dan mengelola pinjaman Anda.',
            'Penyedia layanan yang bekerja untuk kami berdasarkan kontrak dan atas instruksi kami: penyedia hosting, SMS, pembayaran, dan pemeriksaan identitas.',
            m === 'IN'
              ? 'Perusahaan informasi kredit, sebagaimana diwajibkan aturan RBI.'
              : 'Sistem Layanan Informasi Keuangan (SLIK) OJK dan biro kredit berizin, sebagaimana diwajibkan aturan OJK.',
            `Mitra penagihan, hanya bila pinjaman terlambat; mereka wajib mematuhi aturan ${regulator(m)}.`,
            'Pengadilan, regulator, dan kepolisian, bila diwajibkan oleh hukum.',
          ],
          after: [
            `Kami tidak pernah membagikan data Anda kepada orang-orang di buku telepon Anda, dan tidak pernah menyebarkannya. Data Anda disimpan di server yang berada di ${country(m)}.`,
          ],
        },
        {
          id: 'cookies',
          heading: 'Cookie',
          paragraphs: [
            'Situs web dan halaman aplikasi kami tidak menggunakan cookie iklan atau pelacakan, dan tidak memakai analitik yang mengikuti Anda ke situs lain.',
            'Agar dapat berfungsi, aplikasi menyimpan beberapa data di penyimpanan browser Anda: sesi kunjungan ini, yang dihapus saat Anda menutup aplikasi; bahasa Anda; dan metode pembayaran terakhir yang Anda pilih. Anda dapat menghapusnya kapan saja di pengaturan browser atau ponsel; aplikasi lalu akan menanyakannya lagi.',
          ],
        },
        {
          id: 'security',
          heading: 'Keamanan dan penyimpanan data',
          paragraphs: [
            'Data Anda dikirim dalam keadaan terenkripsi. Hanya petugas yang memerlukannya yang dapat melihatnya, dan setiap aksesnya dicatat. Kode sekali pakai dan kunci sesi hanya disimpan dalam bentuk tersandi, dan sesi memiliki batas waktu.',
            m === 'IN'
              ? 'Bila terjadi kebocoran data pribadi, kami memberi tahu Anda dan Data Protection Board of India, sebagaimana diwajibkan DPDP Act.'
              : 'Bila terjadi kegagalan pelindungan data pribadi, kami memberi tahu Anda dan otoritas secara tertulis paling lambat 3 × 24 jam, sebagaimana diwajibkan UU PDP.',
            `Kami menyimpan data Anda hanya selama diperlukan. Bila Anda mendaftar tetapi tidak pernah meminjam, kami menghapusnya ${KEPT.registrantMonths} bulan setelah kunjungan terakhir Anda, atau lebih cepat bila Anda memintanya. Foto yang dilampirkan pada pengaduan, serta foto yang kami kirim bersama jawaban kami, dihapus ${KEPT.complaintImageMonths} bulan setelah kami menjawab; pengaduannya sendiri tetap disimpan. Isi pesan yang kami kirim kepada Anda (SMS, e-mail, dan di aplikasi) dihapus ${KEPT.messageTextMonths} bulan setelah dikirim; kami tetap mencatat bahwa pesan dikirim, kapan, dan apakah sampai. Saat Anda memberikan atau menarik persetujuan, catatan pilihan Anda kami simpan sebagai bukti; alamat jaringan, peramban, dan perangkat asalnya dihapus ${KEPT.consentSourceMonths} bulan setelah digantikan pilihan berikutnya. Catatan pinjaman, identitas, dan pembayaran disimpan selama diwajibkan oleh ${m === 'IN' ? 'aturan RBI dan Prevention of Money-laundering Act' : 'aturan OJK dan undang-undang antipencucian uang'}, umumnya ${KEPT.loanRecordYears} tahun setelah pinjaman terakhir Anda lunas, lalu dihapus atau dianonimkan.`,
          ],
        },
        {
          id: 'non-discrimination',
          heading: 'Pernyataan nondiskriminasi',
          paragraphs: [
            m === 'IN'
              ? 'Kami tidak membeda-bedakan siapa pun karena agama, kasta, ras, jenis kelamin, status perkawinan, disabilitas, tempat lahir, atau pandangan politik. Keputusan pinjaman hanya didasarkan pada hal yang berkaitan dengan kemampuan membayar, yang dinilai dengan cara yang sama untuk semua orang.'
              : 'Kami tidak membeda-bedakan siapa pun karena suku, agama, ras, antargolongan, jenis kelamin, status perkawinan, disabilitas, atau pandangan politik. Keputusan pinjaman hanya didasarkan pada hal yang berkaitan dengan kemampuan membayar, yang dinilai dengan cara yang sama untuk semua orang.',
            'Menggunakan hak privasi Anda tidak akan pernah membuat Anda diperlakukan lebih buruk.',
            m === 'IN'
              ? 'Bila pengajuan Anda ditolak, Anda dapat meminta alasan utamanya dan meminta petugas meninjaunya kembali.'
              : 'Anda dapat mengajukan keberatan atas keputusan yang hanya dibuat melalui pemrosesan otomatis, termasuk pemrofilan, dan meminta petugas meninjaunya kembali.',
          ],
        },
        {
          id: 'rights',
          heading: 'Hak-hak Anda',
          paragraphs: [`Menurut ${law(m)}, Anda berhak:`],
          items:
            m === 'IN'
              ? [
                  'mendapatkan ringkasan data pribadi Anda, cara kami menggunakannya, dan pihak yang menerimanya;',
                  'meminta data Anda diperbaiki, dilengkapi, diperbarui, atau dihapus;',
                  'menarik persetujuan Anda;',
                  'mengajukan keluhan dan mendapatkan jawaban;',
                  'menunjuk seseorang untuk menggunakan hak-hak ini atas nama Anda bila Anda meninggal dunia atau tidak mampu bertindak.',
                ]
              : [
                  'mengetahui identitas kami, tujuan, dan dasar hukum penggunaan data Anda;',
                  'mengakses dan mendapatkan salinan data Anda, serta memindahkannya ke layanan lain;',
                  'meminta data Anda diperbaiki, dilengkapi, atau diperbarui;',
                  'meminta kami menghentikan pemrosesan, menghapus data Anda, atau membatasi penggunaannya;',
                  'menarik persetujuan Anda;',
                  'mengajukan keberatan atas keputusan yang hanya dibuat melalui pemrosesan otomatis;',
                  'menuntut ganti rugi bila data Anda disalahgunakan.',
                ],
          after: [
            `Untuk menggunakan hak Anda, buka Privasi & data saya di aplikasi (pada Pinjaman saya): di sana Anda dapat melihat data Anda dan mendapatkan salinannya, meminta perbaikan data, menarik persetujuan, mengajukan pengaduan, atau menutup akun. Atau ${reach(f)}. Kami memastikan permintaan itu berasal dari Anda, lalu ${m === 'IN' ? 'menjawabnya dalam 30 hari' : 'menindaklanjutinya paling lambat 3 × 24 jam'}. Penggunaan hak Anda tidak dipungut biaya.`,
          ],
        },
        {
          id: 'minors',
          heading: 'Anak di bawah umur',
          paragraphs: [
            m === 'IN'
              ? 'Layanan kami hanya untuk orang dewasa. Menurut DPDP Act, setiap orang di bawah 18 tahun adalah anak: kami tidak memberi pinjaman kepada anak, tidak dengan sengaja mengumpulkan data mereka, dan menghapusnya bila kami mengetahuinya.'
              : 'Layanan kami hanya untuk orang yang berusia 18 tahun ke atas atau sudah menikah. Kami tidak memberi pinjaman kepada anak, tidak dengan sengaja mengumpulkan data mereka, dan menghapusnya bila kami mengetahuinya.',
          ],
        },
        {
          id: 'changes',
          heading: 'Perubahan kebijakan ini',
          paragraphs: [
            'Kami memperbarui kebijakan ini bila layanan kami atau hukum berubah. Kami memberi tahu Anda di aplikasi sebelum perubahan penting berlaku, dan bila suatu perubahan memerlukan persetujuan Anda, kami memintanya kembali.',
          ],
        },
        {
          id: 'contacts',
          heading: 'Kontak',
          paragraphs: [
            c
              ? `${m === 'IN' ? 'Grievance Officer' : 'Pejabat Pelindungan Data Pribadi'} kami adalah ${c.grievanceOfficer.name}: email ${c.grievanceOfficer.email}, telepon ${c.grievanceOfficer.phone}, surat ke ${c.legalName}, ${c.address}.`
              : `Untuk pertanyaan atau keluhan tentang data Anda, ${reach(f)}.`,
            ...(f.contact
              ? [`Layanan pelanggan: email ${f.contact.email}, telepon ${f.contact.phone}.`]
              : []),
            m === 'IN'
              ? 'Bila Anda tidak puas dengan jawaban kami, Anda dapat mengadu ke Data Protection Board of India; untuk pinjaman Anda, ke RBI Integrated Ombudsman di cms.rbi.org.in.'
              : 'Bila Anda tidak puas dengan jawaban kami, Anda dapat menghubungi OJK di 157 atau kontak157.ojk.go.id.',
          ],
        },
      ],
    };
  },

  loanTerms: (f, x, days) => {
    const common: TextSection[] = [
      {
        id: 'prepayment',
        heading: 'Pelunasan lebih awal',
        paragraphs: [
          x.prepayment === null
            ? 'Anda dapat melunasi seluruh pinjaman sebelum jatuh tempo kapan saja.'
            : `Anda dapat melunasi seluruh pinjaman sebelum jatuh tempo setelah ${x.prepayment.termShare} tenor berlalu, dan tidak sebelum hari ke-${x.prepayment.minDay} setelah dana dicairkan.`,
          'Anda membayar pokok, bunga hanya sampai hari pelunasan, dan tagihan yang sudah jatuh tempo. Tidak ada biaya pelunasan lebih awal.',
          ...(f.company
            ? [
                `Dalam ${f.company.coolingOffDays} hari setelah dana dicairkan (masa pembatalan), Anda selalu dapat membatalkan pinjaman dengan mengembalikan pokok dan bunga untuk hari yang digunakan, tanpa denda. Biaya layanan yang dipotong saat dana dicairkan dikenakan satu kali dan tidak dikembalikan; RIPLAY dan detail pinjaman Anda menyebut jumlahnya.`,
              ]
            : []),
        ],
      },
      {
        id: 'your-details',
        heading: 'Perubahan data Anda',
        paragraphs: [
          `Beri tahu kami dalam ${days.notifyDays} hari bila alamat, nomor telepon, pekerjaan, atau rekening bank Anda berubah.`,
        ],
      },
      {
        id: 'assignment',
        heading: 'Pengalihan pinjaman',
        paragraphs: [
          `Pemberi pinjaman hanya dapat mengalihkan pinjaman Anda kepada pemberi pinjaman lain yang diawasi setelah memberi tahu Anda ${days.assignmentNoticeDays} hari kerja sebelumnya. Ketentuan pinjaman Anda tetap sama.`,
        ],
      },
    ];
    const lender = f.company?.lender;
    if (x.market === 'IN') {
      const bands = x.bands.map((b) =>
        b.toDay === null
          ? `${b.rate} per hari mulai hari ke-${b.fromDay}`
          : `${b.rate} per hari untuk hari ke-${b.fromDay} sampai ke-${b.toDay}`,
      );
      return {
        intro: [
          `Ketentuan ini berlaku untuk pinjaman melalui ${name(f)}${lender ? ` yang diberikan oleh ${lender}` : ''}. Key fact statement dan perjanjian pinjaman yang Anda setujui memuat angka pasti pinjaman Anda.`,
        ],
        sections: [
          {
            id: 'loan',
            heading: 'Pinjaman Anda',
            paragraphs: [
              `Tenor: ${x.termDays.min} sampai ${x.termDays.max} hari kalender, sesuai pilihan pada penawaran Anda.`,
              `Kami memutuskan pengajuan Anda dalam ${days.decisionDays} hari. Setelah disetujui, dana masuk ke rekening bank Anda dalam ${days.creditDays.min} sampai ${days.creditDays.max} hari.`,
              'Sebelum Anda setuju, key fact statement menampilkan bunga, setiap biaya, APR, dan total yang harus dibayar.',
            ],
          },
          {
            id: 'late',
            heading: 'Keterlambatan pembayaran',
            paragraphs: [
              `Bila pembayaran terlambat, dikenakan denda keterlambatan satu kali sebesar ${x.lateFee}, sama untuk setiap peminjam, ditambah biaya harian atas jumlah yang belum dibayar:`,
            ],
            items: bands,
            after: [
              'Biaya harian dihitung secara sederhana atas jumlah yang belum dibayar saja, tidak pernah atas denda sebelumnya, dan tidak pernah dimajemukkan.',
              `Contohnya, ${x.example.unpaid} yang belum dibayar selama ${x.example.days} hari dikenakan ${x.example.fixed} + ${x.example.daily} = ${x.example.total}.`,
              `Seluruh denda pada satu pinjaman tidak pernah melebihi ${x.cap} dari pokok yang terlambat (pokok cicilan terlambat yang belum dibayar). Contohnya, pokok ${x.capExample.principal} yang belum dibayar selama ${x.capExample.days} hari akan menjadi ${x.capExample.uncapped}, tetapi dikenakan paling banyak ${x.capExample.charged}.`,
            ],
          },
          ...common,
          {
            id: 'disputes',
            heading: 'Putusan pengadilan dan pengaduan',
            paragraphs: [
              `Jumlah yang diputuskan pengadilan wajib dibayar dalam ${days.judgmentDays} hari sejak putusan.`,
              `Untuk mengadu, ${reach(f)}. Bila Anda tidak puas atau tidak mendapat jawaban dalam 30 hari, Anda dapat mengadu melalui RBI Integrated Ombudsman Scheme di cms.rbi.org.in.`,
            ],
          },
        ],
      };
    }
    return {
      intro: [
        `Ketentuan ini berlaku untuk pinjaman melalui ${name(f)}${lender ? ` yang diberikan oleh ${lender}` : ''}. Perjanjian pinjaman yang Anda setujui memuat angka pasti pinjaman Anda. Semua biaya mengikuti batas yang ditetapkan Otoritas Jasa Keuangan (OJK).`,
      ],
      sections: [
        {
          id: 'loan',
          heading: 'Pinjaman Anda',
          paragraphs: [
            'Tenor dan tanggal jatuh tempo tercantum pada penawaran dan perjanjian pinjaman Anda, yang Anda lihat sebelum menyetujuinya.',
            `Kami memutuskan pengajuan Anda dalam ${days.decisionDays} hari. Setelah disetujui, dana masuk ke rekening bank Anda dalam ${days.creditDays.min} sampai ${days.creditDays.max} hari.`,
            'Sebelum Anda setuju, perjanjian menampilkan bunga, setiap biaya, dan total yang harus dibayar.',
          ],
        },
        {
          id: 'late',
          heading: 'Keterlambatan dan batas biaya',
          paragraphs: [
            'Tidak ada denda keterlambatan tetap. Denda dikenakan untuk setiap hari keterlambatan, hanya atas jumlah yang belum dibayar, dan tidak melebihi batas harian OJK yang berlaku pada tanggal pinjaman Anda dimulai:',
          ],
          table: {
            caption: 'Batas harian OJK menurut tanggal mulai pinjaman',
            head: [
              'Pinjaman yang dimulai sejak',
              'Bunga dan biaya per hari',
              'Denda per hari',
              'Seluruh biaya',
            ],
            rows: x.caps.map((cap) => [
              day(cap.from),
              `${cap.costPerDay} dari jumlah pinjaman`,
              `${cap.lateFeePerDay} dari jumlah yang belum dibayar`,
              `paling banyak ${cap.total} dari jumlah pinjaman`,
            ]),
          },
          after: [
            'Bunga, biaya, dan denda secara keseluruhan tidak pernah melebihi batas total, berapa lama pun pembayaran terlambat.',
            `Contohnya, untuk pinjaman yang dimulai pada ${day(x.example.from)}, ${x.example.unpaid} yang belum dibayar selama ${x.example.days} hari dikenakan denda ${x.example.fee}.`,
          ],
        },
        ...common,
        {
          id: 'disputes',
          heading: 'Pengaduan dan sengketa',
          paragraphs: [
            `Untuk mengadu, ${reach(f)}. Kami menjawab dalam 10 hari kerja.`,
            'Bila tidak dapat diselesaikan bersama, Anda dapat menghubungi OJK di 157 atau kontak157.ojk.go.id, atau menempuh Lembaga Alternatif Penyelesaian Sengketa Sektor Jasa Keuangan (LAPS SJK) atau pengadilan.',
          ],
        },
      ],
    };
  },

  day,
};

export default texts;
