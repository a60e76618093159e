import type { KeyFactsTexts } from './key-facts-en-IN.ts';

const keyFactsIdID: KeyFactsTexts = {
  keyFacts: 'Ringkasan informasi (RIPLAY)',
  lender: 'Pemberi pinjaman',
  sanctioned: 'Jumlah pinjaman disetujui',
  netDisbursed: 'Dana bersih yang Anda terima',
  fee: 'Biaya layanan',
  feeTax: 'Pajak atas biaya layanan',
  totalInterest: 'Total bunga',
  totalRepayable: 'Total yang harus dibayar',
  instalments: 'Jumlah cicilan',
  apr: 'Biaya tahunan (APR)',
  interest: 'Suku bunga',
  penal: 'Denda keterlambatan',
  coolingOff: 'Masa pembatalan',
  coolingOffDays: (n) => `${n} hari sejak pencairan`,
  grievance: 'Layanan pengaduan',
  caps: 'Batas ketentuan OJK',
  feesTo: 'Biaya dan penerimanya',
  schedule: 'Jadwal pembayaran',
  scheduleRow: (principal, interest, outstanding) =>
    `Pokok ${principal} + bunga ${interest} · sisa pokok setelahnya ${outstanding}`,
  foreclosure: 'Pelunasan lebih awal',
  recovery: 'Penagihan',
  provider: 'Penyedia layanan pinjaman',
  capCost: (rate) => `Bunga dan biaya paling banyak ${rate} dari pinjaman per hari`,
  capLate: (rate) => `Denda paling banyak ${rate} dari jumlah terlambat per hari`,
  capTotal: 'Seluruh biaya paling banyak 100% dari pinjaman',
};

export default keyFactsIdID;
