/**
 * The key fact statement's words (see catalogues.ts): the card sits below the confirm screen's
 * plan and arrives in a chunk of its own, so its words come with it, not with the screen.
 */
const keyFactsEnIN = {
  keyFacts: 'Key fact statement',
  lender: 'Lender',
  sanctioned: 'Sanctioned loan amount',
  netDisbursed: 'Net amount disbursed to you',
  fee: 'Processing fee',
  feeTax: 'GST on processing fee',
  totalInterest: 'Total interest',
  totalRepayable: 'Total amount to be repaid',
  instalments: 'Number of instalments',
  apr: 'Annual percentage rate (APR)',
  interest: 'Rate of interest',
  penal: 'Penal charges',
  coolingOff: 'Cooling-off period',
  coolingOffDays: (n: number) => `${n} days from disbursal`,
  grievance: 'Grievance redressal officer',
  caps: 'Regulatory limits',
  feesTo: 'Fees and who receives them',
  schedule: 'Repayment schedule',
  scheduleRow: (principal: string, interest: string, outstanding: string) =>
    `Principal ${principal} + interest ${interest} · principal left after it ${outstanding}`,
  foreclosure: 'Early repayment and foreclosure',
  recovery: 'Recovery',
  provider: 'Lending service provider',
  capCost: (rate: string) => `Interest and fees at most ${rate} of the loan a day`,
  capLate: (rate: string) => `Late fees at most ${rate} of the overdue amount a day`,
  capTotal: 'All costs together at most 100% of the loan',
};

export type KeyFactsTexts = typeof keyFactsEnIN;
export default keyFactsEnIN;
