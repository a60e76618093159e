import { afterEach, describe, expect, it } from 'vitest';
import { ID, IN, makeTestApp, type TestApp } from './helper.ts';

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
    // Foreclosure and prepayment, the cooling-off exit included.
    expect(d.foreclosure).toHaveLength(3);
    expect(d.foreclosure.join(' ')).toMatch(/cancel within 3 days/);
    expect(d.foreclosure.join(' ')).toMatch(/Foreclosure and prepayment charges: none/);
    expect(d.lendingServiceProvider).toBe(
      'Lending service provider: none. Tenora Finance Private Limited lends to you directly through this app.',
    );
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
      expect(linesOf(statement)).toContain(line);
      expect(linesOf(agreement)).toContain(line);
    }
    expect(linesOf(statement)).toContain(d.grievance);
    expect(linesOf(statement)).toContainEqual(
      expect.stringContaining('principal outstanding after it: ₹0'),
    );
  });

  it('words them in Bahasa Indonesia for an Indonesian loan, with no Indian tax', async () => {
    t = await makeTestApp('pglite');
    const { keyFacts: facts } = await confirm(ID, 4, 200_000_000);
    expect(facts.disclosures.interestType).toMatch(/^Tetap: /);
    expect(facts.disclosures.fees).toHaveLength(1);
    expect(facts.disclosures.fees[0].name).toBe('Biaya layanan');
    expect(JSON.stringify(facts.disclosures)).not.toMatch(/GST|RBI|₹/);
  });
});
