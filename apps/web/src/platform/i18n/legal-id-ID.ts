import { RETENTION_PROMISED as KEPT } from '@tenora/domain/retention';
import type { LegalContact, LegalTexts } from './legal-en-IN.ts';

const reach = (c: LegalContact) =>
  c ? `kirim email ke ${c.email} atau hubungi ${c.phone}` : 'gunakan menu bantuan di aplikasi';

/** Bahasa Indonesia, beside the id-ID catalogue and in a chunk of its own (`loadLegalTexts`). */
const legal: LegalTexts = {
  terms: (m, app, c) => [
    {
      heading: 'Tentang ketentuan ini',
      body: [
        `Ketentuan ini berlaku saat Anda mendaftar ke ${app} di halaman ini. ${app} adalah platform pinjaman digital.`,
        m === 'IN'
          ? 'Pinjaman diberikan oleh mitra pemberi pinjaman kami, perusahaan pembiayaan non-bank (NBFC) yang terdaftar di Reserve Bank of India (RBI), sesuai ketentuan pinjaman digital RBI. Nama pemberi pinjaman tercantum di setiap penawaran pinjaman.'
          : 'Pinjaman disalurkan melalui layanan pinjaman yang berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK). Nama pemberi pinjaman tercantum di setiap penawaran pinjaman.',
      ],
    },
    {
      heading: 'Siapa yang dapat mendaftar',
      body: [
        m === 'IN'
          ? 'Anda harus tinggal di India, berusia minimal 18 tahun, dan mendaftar dengan nomor ponsel atas nama Anda sendiri.'
          : 'Anda harus warga negara Indonesia, berusia minimal 18 tahun atau sudah menikah, dan mendaftar dengan nomor ponsel atas nama Anda sendiri.',
      ],
    },
    {
      heading: 'Pendaftaran',
      body: [
        'Anda mengonfirmasi nomor Anda dengan pemeriksaan gambar dan kode sekali pakai yang dikirim lewat SMS. Pendaftaran tidak dipungut biaya.',
        'Pendaftaran bukan pengajuan pinjaman dan tidak berarti pinjaman akan disetujui.',
        `Jangan berikan kode Anda kepada siapa pun. Petugas ${app} tidak akan pernah memintanya.`,
      ],
    },
    {
      heading: 'Pinjaman',
      body: [
        m === 'IN'
          ? 'Sebelum meminjam, aplikasi menampilkan ringkasan fakta utama (key fact statement) berisi suku bunga tahunan efektif (APR) dan setiap biaya. Biaya yang tidak tercantum di dalamnya tidak boleh ditagihkan.'
          : 'Sebelum meminjam, aplikasi menampilkan perjanjian pinjaman berisi setiap biaya. Bunga dan seluruh biaya tetap dalam batas yang ditetapkan OJK.',
        m === 'IN'
          ? 'Anda dapat membatalkan pinjaman selama masa pertimbangan tanpa denda, dengan mengembalikan pokok dan bunga untuk hari yang digunakan; biaya layanan dan pajaknya dikenakan satu kali dan tidak dikembalikan, dan key fact statement Anda menyebut jumlahnya. Dana dikirim ke rekening bank Anda sendiri, dan Anda membayar langsung kepada pemberi pinjaman.'
          : 'Penagihan mengikuti aturan OJK: tanpa ancaman, tanpa mempermalukan, dan tanpa menghubungi orang-orang di daftar kontak Anda.',
      ],
    },
    {
      heading: 'Pesan',
      body: [
        'Kami mengirim SMS tentang pendaftaran dan pinjaman Anda. Penawaran hanya kami kirim dengan persetujuan Anda, dan Anda dapat menghentikannya kapan saja.',
      ],
    },
    {
      heading: 'Perubahan dan penutupan akun',
      body: [
        'Kami memberi tahu Anda sebelum ketentuan ini berubah. Anda dapat menutup akun kapan saja bila tidak ada tagihan yang tersisa.',
      ],
    },
    {
      heading: 'Pengaduan',
      body: [
        m === 'IN'
          ? `Untuk mengadu, ${reach(c)}. Petugas penanganan pengaduan kami menjawab dalam 30 hari. Bila Anda tidak puas atau tidak mendapat jawaban dalam 30 hari, Anda dapat mengadu melalui RBI Integrated Ombudsman Scheme di cms.rbi.org.in.`
          : `Untuk mengadu, ${reach(c)}. Kami menjawab dalam 10 hari kerja. Bila Anda tidak puas, Anda dapat menghubungi OJK di 157 atau kontak157.ojk.go.id.`,
      ],
    },
    {
      heading: 'Hukum yang berlaku',
      body: [
        m === 'IN'
          ? 'Ketentuan ini tunduk pada hukum India.'
          : 'Ketentuan ini tunduk pada hukum Negara Republik Indonesia.',
      ],
    },
  ],
  privacy: (m, app, c) => [
    {
      heading: 'Siapa yang bertanggung jawab',
      body: [
        m === 'IN'
          ? `${app} menentukan cara penggunaan data pribadi yang Anda berikan di halaman ini. ${app} adalah data fiduciary menurut Digital Personal Data Protection Act 2023 (DPDP Act) India.`
          : `${app} menentukan cara penggunaan data pribadi yang Anda berikan di halaman ini. ${app} adalah pengendali data pribadi menurut Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).`,
      ],
    },
    {
      heading: 'Data yang kami kumpulkan saat Anda mendaftar',
      body: [
        'Nomor ponsel Anda; tanda pengenal perangkat Anda; kampanye yang membawa Anda ke sini (sumber yang tercantum di tautan); dan alamat IP Anda, untuk mencegah penyalahgunaan.',
        'Kami tidak membaca kontak, foto, berkas, atau pesan Anda.',
      ],
    },
    {
      heading: 'Untuk apa data digunakan',
      body: [
        'Untuk membuat akun Anda dan memastikan nomor tersebut milik Anda; untuk mengirim kode pendaftaran; untuk mencegah penipuan dan permintaan berulang; dan untuk menghitung kampanye mana yang mendatangkan pengunjung, tanpa membuat profil tentang Anda.',
        'Kami tidak pernah menjual data Anda.',
      ],
    },
    {
      heading: 'Persetujuan Anda',
      body: [
        `Dengan mendaftar, Anda menyetujui penggunaan ini. Anda dapat menarik persetujuan kapan saja: ${reach(c)}. Kami lalu berhenti menggunakan data Anda dan menghapusnya, kecuali hukum mewajibkan kami menyimpannya. Penarikan tidak memengaruhi pemrosesan yang sudah dilakukan sebelumnya.`,
      ],
    },
    {
      heading: 'Dengan siapa data dibagikan',
      body: [
        `Mitra pemberi pinjaman kami, saat Anda mengajukan pinjaman; penyedia SMS kami, hanya untuk mengirim kode; dan pihak berwenang, bila diwajibkan hukum. Data Anda disimpan di server yang berada di ${m === 'IN' ? 'India' : 'Indonesia'}.`,
      ],
    },
    {
      heading: 'Berapa lama data disimpan',
      body: [
        `Bila Anda tidak mengambil pinjaman, kami menghapus data pendaftaran Anda ${KEPT.registrantMonths} bulan setelah kunjungan terakhir Anda, atau lebih cepat bila Anda memintanya. Kode dan pesan lain yang kami kirimkan kepada Anda dihapus ${KEPT.messageTextMonths} bulan setelah dikirim. Catatan pinjaman disimpan selama diwajibkan oleh ${m === 'IN' ? 'aturan RBI dan perpajakan' : 'aturan OJK'}, umumnya ${KEPT.loanRecordYears} tahun setelah pinjaman terakhir Anda lunas.`,
      ],
    },
    {
      heading: 'Hak Anda',
      body: [
        m === 'IN'
          ? 'Anda dapat meminta ringkasan data Anda dan daftar pihak yang menerimanya, meminta data diperbaiki, dilengkapi, atau dihapus, menunjuk orang lain untuk bertindak atas nama Anda, dan mengajukan keluhan. Anda juga dapat mengadu ke Data Protection Board of India.'
          : 'Anda dapat melihat data Anda, meminta data diperbaiki, dilengkapi, atau dihapus, mendapatkan salinannya, menolak keputusan yang hanya dibuat oleh pemrosesan otomatis, dan menarik persetujuan. Bila terjadi kebocoran data, kami memberi tahu Anda dalam 3 × 24 jam.',
      ],
    },
    {
      heading: 'Keamanan',
      body: [
        'Data Anda dikirim dalam keadaan terenkripsi, hanya petugas yang memerlukannya yang dapat melihatnya, dan kode hanya disimpan dalam bentuk tersandi.',
      ],
    },
    {
      heading: 'Kontak dan pengaduan',
      body: [
        m === 'IN'
          ? `Untuk pertanyaan atau keluhan tentang data Anda, ${reach(c)}. Kami menjawab dalam 30 hari.`
          : `Untuk pertanyaan atau permintaan tentang data Anda, ${reach(c)}. Kami menindaklanjuti permintaan atas hak Anda dalam 3 × 24 jam.`,
      ],
    },
  ],
};

export default legal;
