import type { Market } from '@tenora/domain/market';

/**
 * The regulated lender behind each market and whom a borrower complains to. RBI's digital
 * lending rules put the grievance officer and the cooling-off ("look-up") period on the key fact
 * statement; three days is the minimum for loans of seven days or more. OJK's RIPLAY names the
 * complaints channel; two working days is the cancellation window we offer there.
 */
export const LENDER: Record<
  Market,
  {
    name: string;
    coolingOffDays: number;
    grievanceOfficer: { name: string; phone: string; email: string };
  }
> = {
  IN: {
    name: 'Tenora Finance Private Limited (NBFC)',
    coolingOffDays: 3,
    grievanceOfficer: {
      name: 'Priya Raman',
      phone: '+91 80 4719 2299',
      email: 'grievance@tenora.in',
    },
  },
  ID: {
    name: 'PT Tenora Teknologi Finansial',
    coolingOffDays: 2,
    grievanceOfficer: {
      name: 'Dewi Lestari',
      phone: '+62 21 5091 2299',
      email: 'pengaduan@tenora.co.id',
    },
  },
};
