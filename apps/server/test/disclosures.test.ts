import { afterEach, describe, expect, it } from 'vitest';
import { ID, IN, injectPush, makeTestApp, type TestApp } from './helper.ts';

/**
 * The key fact statement carries every item of the RBI annex (docs/product.md#disclosures), and
 * the agreement says the same, from the same figures and sentences.
 */
describe('disclosures', () => {
  let t: TestApp;
  afterEach(() => t?.close());

  const confirm = async (session: string, productId: number, amount: number) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/v3/loan-confirm/loan-detail-confirm?${session}`,
        payload: { productId, amount, periods: 91 },
      })
    ).json().data;
  const document = async (session: string, kind: string, productId: number, amount: number) =>
    (
      await t.app.inject({
        url: `/film/loan/document?${session}&kind=${kind}&productId=${productId}&amount=${amount}&periods=91`,
      })
    ).json().data as { title: string; sections: { heading: string; lines: string[] }[] };
  const linesOf = (doc: { sections: { lines: string[] }[] }) =>
    doc.sections.flatMap((s) => s.lines);

  it('states every annex item of an Indian loan, the same in the statement and the agreement', async () => {
    t = await makeTestApp('pglite');
    const { keyFacts: facts } = await confirm(IN, 2, 1_000_000);
    const d = facts.disclosures;

    expect(d.interestType).toBe(
      'Fixed: 24% a year, charged on the principal still unpaid for each instalment period (reducing balance). It does not change during the loan.',
    );
    expect(d.aprConvention).toContain('times the number of instalment periods in a year');
    // Who receives each fee.
    expect(d.fees).toEqual([
      {
        name: 'Processing fee',
        amount: 30_000,
        recipient: 'Paid to Tenora Finance Private Limited (the lender)',
      },
      {
        name: 'GST on the processing fee (18%)',
        amount: 5_400,
        recipient: 'Collected for the Government of India (GST)',
      },
    ]);
    // Foreclosure and prepayment, the cooling-off exit included: what it keeps, to the rupee.
    expect(d.foreclosure).toHaveLength(3);
    expect(d.foreclosure[1]).toBe(
      'You can cancel within 3 days of disbursal by repaying the principal and the interest for the days used, with no penalty. The processing fee and its GST (₹354 together), deducted when the money is paid out, are one-time and are not refunded if you cancel.',
    );
    expect(d.foreclosure.join(' ')).not.toMatch(/waive/i);
    expect(d.foreclosure.join(' ')).toMatch(/Foreclosure and prepayment charges: none/);
    // The app's operator, named from the app config.
    expect(d.lendingServiceProvider).toBe(
      'Lending service provider: Tenora Technologies Private Limited operates this app for Tenora Finance Private Limited. It is not engaged to recover overdue amounts.',
    );
    // The extension fee the loan details offer is a charge the statement states.
    expect(d.otherCharges).toEqual([
      'Extension fee: 5% of the principal still unpaid for each extension of the due date by 7 days, at most 2 per loan, charged only if you ask for an extension.',
    ]);
    expect(d.recovery).toMatch(/recovery agent/);
    // The schedule: principal, interest and what is left after each instalment.
    const left = facts.instalments.map((i: { outstandingAfter: number }) => i.outstandingAfter);
    expect(left).toEqual([666_667, 333_334, 0]);

    const statement = await document(IN, 'key_facts', 2, 1_000_000);
    const agreement = await document(IN, 'agreement', 2, 1_000_000);
    const grievanceAt =
      agreement.sections.findIndex((s) => s.heading.endsWith('Grievance redressal officer')) + 1;
    expect(grievanceAt).toBeGreaterThan(0);
    expect(agreement.sections[grievanceAt - 1]?.heading).toBe(
      `${grievanceAt}. Grievance redressal officer`,
    );
    expect(d.grievance).toContain(`section ${grievanceAt} of the loan agreement`);
    for (const line of [
      d.interestType,
      d.aprConvention,
      ...d.foreclosure,
      d.recovery,
      d.lendingServiceProvider,
      d.escalation,
    ]) {
      // The statement numbers its items as the annex does.
      expect(linesOf(statement).map((l) => l.replace(/^(\d+\.|\([ivx]+\)) /, ''))).toContain(line);
      expect(linesOf(agreement)).toContain(line);
    }
    expect(linesOf(statement)).toContain(`2. ${d.grievance}`);
    expect(linesOf(statement)).toContainEqual(
      expect.stringContaining('principal outstanding after it: ₹0'),
    );
    expect(linesOf(agreement)).toContain(d.otherCharges[0]);

    // The annex's items, in the annex's order.
    const items = [
      'Loan account number: given when you confirm the loan.',
      'These terms are offered until',
      'Part 1. Interest rate and fees or charges',
      '1. Type of loan: personal loan',
      '2. Sanctioned loan amount: ₹10,000',
      '3. Disbursal schedule: 100% upfront',
      '4. Loan term: 91 days',
      '5. Instalments: 3, about every 30 days',
      '6. Fixed: 24% a year',
      '7. Floating rate: not applicable',
      '8. Fees and charges, each with who receives it',
      'Processing fee: ₹300. Paid to Tenora Finance Private Limited (the lender). One-time',
      'GST on the processing fee (18%): ₹54. Collected for the Government of India (GST). One-time',
      '9. Annual Percentage Rate (APR): ',
      '10. Contingent charges:',
      '(i) ',
      '(ii) Extension fee: 5%',
      '(iii) Foreclosure and prepayment charges: none',
      '(iv) Charges for switching between floating and fixed rates: not applicable.',
      '(v) Any other charges: none.',
      'Part 2. Other qualitative information',
      '1. Recovery agents: section 8 of the loan agreement.',
      `2. How to complain, and to whom, is set out in section ${grievanceAt}`,
      '3. Nodal grievance redressal officer (name, e-mail, phone): Priya Raman',
      '4. Transfer to another lender or securitisation: no.',
      '5. Co-lending or other collaborative lending: not applicable; Tenora Finance Private Limited funds the whole loan.',
      '6. Digital loans:',
      '(i) You can cancel within 3 days',
      '(ii) Lending service provider: Tenora Technologies Private Limited',
      'Annex. How the APR is computed',
      'Annex. Repayment schedule',
      'Instalment 1 of 3',
    ];
    const text = statement.sections.flatMap((s) => [s.heading, ...s.lines]);
    let at = -1;
    for (const item of items) {
      const found = text.findIndex((line, i) => i > at && line.startsWith(item));
      expect(found, item).toBeGreaterThan(at);
      at = found;
    }
    expect(agreement.sections[7]?.heading).toBe('8. Recovery of overdue amounts');
  });

  it('gives an issued statement the loan number in its body, and the terms a validity of 7 days', async () => {
    t = await makeTestApp('pglite');
    t.clock.set(new Date('2026-12-01T06:00:00Z'));
    await confirm(IN, 2, 1_000_000);
    const { orderId } = (await injectPush(t, IN, { productId: 2, amount: 1_000_000, periods: 91 }))
      .data;
    const preview = await document(IN, 'key_facts', 2, 1_000_000);
    expect(linesOf(preview)).toContain(
      'These terms are offered until 8 Dec 2026: confirm by then to take the loan on them.',
    );
    const issued = (
      await t.app.inject({ url: `/film/loan/document?${IN}&kind=key_facts&orderId=${orderId}` })
    ).json().data as { sections: { lines: string[] }[] };
    expect(linesOf(issued)).toContain(`Loan account number: ${orderId}`);
    const agreement = (
      await t.app.inject({ url: `/film/loan/document?${IN}&kind=agreement&orderId=${orderId}` })
    ).json().data as { sections: { lines: string[] }[] };
    expect(linesOf(agreement)).toContain(`Loan account number: ${orderId}`);
  });

  it('words them in Bahasa Indonesia for an Indonesian loan, with no Indian tax', async () => {
    t = await makeTestApp('pglite');
    const { keyFacts: facts } = await confirm(ID, 4, 200_000_000);
    expect(facts.disclosures.interestType).toMatch(/^Tetap: /);
    expect(facts.disclosures.fees).toHaveLength(1);
    expect(facts.disclosures.fees[0].name).toBe('Biaya layanan');
    expect(JSON.stringify(facts.disclosures)).not.toMatch(/GST|RBI|₹/);

    // The RIPLAY: licence, funder, every cost (the extension fee and its ceiling), the risks and
    // the requirements, from the same app config as the rest.
    const riplay = linesOf(await document(ID, 'key_facts', 4, 200_000_000));
    expect(riplay).toContain(
      'PT Tenora Finansial Indonesia, berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK), Nomor KEP-87/D.05/2023.',
    );
    expect(riplay).toContain(
      'Sumber dana pinjaman: PT Tenora Finansial Indonesia sendiri, dari dananya sendiri; tidak ada pemberi dana lain.',
    );
    expect(riplay).toContainEqual(
      expect.stringMatching(/^Biaya perpanjangan: 4% dari sisa pokok .* paling banyak 2 kali/),
    );
    expect(riplay).toContainEqual(
      expect.stringMatching(/^Biaya perpanjangan tidak pernah melebihi 0,1% per hari/),
    );
    expect(riplay).toContainEqual(expect.stringContaining('SLIK'));
    expect(riplay).toContainEqual(expect.stringContaining('Pusdafil'));
    expect(riplay).toContainEqual(expect.stringMatching(/^Pinjaman yang terlambat ditagih/));
    expect(riplay).toContainEqual(
      expect.stringMatching(/^Warga Negara Indonesia berusia 18 tahun/),
    );
    expect(riplay).toContainEqual(
      expect.stringMatching(/Biaya layanan .* tidak dikembalikan jika Anda membatalkan/),
    );
  });
});
