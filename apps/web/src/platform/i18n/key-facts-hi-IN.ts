import type { KeyFactsTexts } from './key-facts-en-IN.ts';

const keyFactsHiIN: KeyFactsTexts = {
  keyFacts: 'मुख्य तथ्य विवरण (KFS)',
  lender: 'ऋणदाता',
  sanctioned: 'मंज़ूर लोन राशि',
  netDisbursed: 'आपको भेजी जाने वाली शुद्ध राशि',
  fee: 'प्रोसेसिंग फ़ीस',
  feeTax: 'प्रोसेसिंग फ़ीस पर GST',
  totalInterest: 'कुल ब्याज',
  totalRepayable: 'चुकाने वाली कुल राशि',
  instalments: 'किस्तों की संख्या',
  apr: 'वार्षिक प्रतिशत दर (APR)',
  interest: 'ब्याज दर',
  penal: 'दंडात्मक शुल्क',
  coolingOff: 'कूलिंग-ऑफ़ अवधि',
  coolingOffDays: (n) => `राशि जारी होने से ${n} दिन`,
  grievance: 'शिकायत निवारण अधिकारी',
  caps: 'नियमों के तहत सीमाएँ',
  feesTo: 'फ़ीस और उन्हें पाने वाले',
  schedule: 'भुगतान की समय-सारणी',
  scheduleRow: (principal, interest, outstanding) =>
    `मूलधन ${principal} + ब्याज ${interest} · इसके बाद बचा मूलधन ${outstanding}`,
  foreclosure: 'समय से पहले चुकाना और लोन बंद करना',
  recovery: 'वसूली',
  provider: 'ऋण सेवा प्रदाता',
  capCost: (rate) => `ब्याज और फ़ीस मिलाकर हर दिन लोन का अधिकतम ${rate}`,
  capLate: (rate) => `विलंब शुल्क हर दिन बकाया राशि का अधिकतम ${rate}`,
  capTotal: 'सभी खर्च मिलाकर लोन का अधिकतम 100%',
};

export default keyFactsHiIN;
