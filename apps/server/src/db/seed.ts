import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AppSetupData, type AppSetup } from '@tenora/contract/film';
import { LandingTemplateInput } from '@tenora/contract/promotion';
import { addDays, localDate } from '@tenora/domain/dates';
import { parsePricingConfig, quoteLoan } from '@tenora/domain/pricing';
import type { Market } from '@tenora/domain/market';
import { SERVER_ROOT } from '../config.ts';
import { writeAudit } from '../platform/audit.ts';
import { createSession, endSessions } from '../platform/auth.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db, Queryable } from '../platform/db.ts';
import { saveTemplate } from '../modules/promotion/index.ts';
import * as z from 'zod/mini';

/**
 * Deterministic demo data for local runs and tests: two apps, products, and one borrower per
 * market whose orders cover every status of docs/product.md#order-statuses. Dates are relative
 * to the day the seed runs, so "due today" is due on that day. Never loaded in production, where
 * the demo sessions are ended at every start.
 */

/**
 * The demo borrowers: each has a loan in every status and a credit limit of ₹10,00,000 or
 * Rp 100.000.000, so every product can still be offered in full (docs/product.md#credit-limit).
 */
export const DEMO_BORROWERS = {
  IN: {
    userId: 1,
    sessionId: 'demo-in',
    phone: '+919876543210',
    appName: 'tenora-in',
    creditLimit: 100_000_000,
  },
  ID: {
    userId: 2,
    sessionId: 'demo-id',
    phone: '+6281234567890',
    appName: 'tenora-id',
    creditLimit: 10_000_000_000,
  },
} as const satisfies Record<
  Market,
  { userId: number; sessionId: string; phone: string; appName: string; creditLimit: number }
>;

/** New borrowers with no loans and no limit of their own: the products' first-loan limits apply. */
export const NEW_BORROWERS = {
  IN: { userId: 3, sessionId: 'demo-in-new', phone: '+919876500001', appName: 'tenora-in' },
  ID: { userId: 4, sessionId: 'demo-id-new', phone: '+6281200000001', appName: 'tenora-id' },
} as const satisfies Record<
  Market,
  { userId: number; sessionId: string; phone: string; appName: string }
>;

/** The demo borrowers' sessions, fixed words the README prints. */
export const DEMO_SESSION_IDS: readonly string[] = [DEMO_BORROWERS, NEW_BORROWERS].flatMap(
  (group) => Object.values(group).map((b) => b.sessionId),
);

/**
 * Ends the demo sessions on a database first seeded outside production, each audited as done by
 * no staff member; the borrowers whose demo session ended. Production runs it at every start.
 */
export async function endDemoSessions(db: Db, clock: Clock): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ended = await endSessions(tx, DEMO_SESSION_IDS);
    for (const session of ended)
      await writeAudit(tx, clock, {
        staffId: null,
        action: 'borrower.demoSessionEnded',
        objectType: 'borrower',
        objectId: session.user_id,
        before: { expiresAt: session.expires_at.toISOString() },
        after: null,
      });
    return ended.map((s) => s.user_id);
  });
}

/** The demo apps. */
function demoApps(): AppSetup[] {
  const file = path.join(SERVER_ROOT, 'src/db/apps.json');
  return z.array(AppSetupData).parse(JSON.parse(readFileSync(file, 'utf8')));
}

// Pricing is a product's configuration (docs/product.md#pricing), in the shape
// packages/domain/pricing reads.
const IN_PRICING = {
  termDays: [91, 120, 180, 365],
  periods: 3,
  interest: { per: 'year', bps: 2400 },
  processingFeeBps: 300,
  feeTaxBps: 1800,
  extension: { feeBps: 500, days: 7, maxCount: 2 },
  // One fixed fee for every borrower of the product, then the loan terms text's daily bands
  // (docs/product.md#late-charges).
  lateCharges: {
    fixedFee: 80_000,
    dailyBands: [
      { fromDay: 1, bps: 500 },
      { fromDay: 31, bps: 400 },
      { fromDay: 91, bps: 200 },
    ],
  },
};
const ID_BULLET = {
  termDays: [91],
  periods: 1,
  interest: { per: 'day', bps: 5 },
  processingFeeBps: 200,
  feeTaxBps: 0,
  extension: { feeBps: 400, days: 7, maxCount: 2 },
};
const ID_INSTALMENTS = { ...ID_BULLET, termDays: [91, 120, 180], periods: 3 };

const ALL_SCENES = [
  'home',
  'banner_jingzhun',
  'tanchuang_jingzhun',
  'loan_details',
  'joint_failure',
];

// Placements 'banner_fudai' and 'tanchuang_fudai' have no products yet: they show the empty state.
const PRODUCTS = [
  {
    id: 1,
    market: 'IN',
    name: 'Tenora Flexi',
    logo: '/products/flexi.svg',
    min: 200_000,
    max: 8_000_000,
    step: 50_000,
    firstLoanLimit: 2_500_000,
    pricing: IN_PRICING,
    amountLabel: 'Loan amount',
    rateText: '24% a year, 3% processing fee',
    description: 'Credited in 1 to 3 days. Repay in 3 instalments spread over the term you choose.',
    tags: ['No collateral', 'Instant decision'],
    buttonText: 'Apply now',
    accepting: true,
    scenes: ALL_SCENES,
  },
  {
    id: 2,
    market: 'IN',
    name: 'Tenora Salary Advance',
    logo: '/products/salary.svg',
    min: 500_000,
    max: 5_000_000,
    step: 50_000,
    firstLoanLimit: 2_000_000,
    pricing: IN_PRICING,
    amountLabel: 'Loan amount',
    rateText: '24% a year, 3% processing fee',
    description: 'For salaried borrowers earning ₹12,000 or more a month.',
    tags: ['For salaried', 'Decision within a day'],
    buttonText: 'Apply now',
    accepting: true,
    scenes: ALL_SCENES,
  },
  {
    id: 3,
    market: 'IN',
    name: 'Tenora Plus',
    logo: '/products/plus.svg',
    min: 1_000_000,
    max: 8_000_000,
    step: 100_000,
    firstLoanLimit: null,
    pricing: IN_PRICING,
    amountLabel: 'Loan amount',
    rateText: '24% a year, 3% processing fee',
    description: 'Higher limits for borrowers who repaid on time.',
    tags: ['Repeat borrowers'],
    buttonText: 'Apply now',
    accepting: false,
    scenes: ALL_SCENES,
  },
  {
    id: 4,
    market: 'ID',
    name: 'Tenora Kilat',
    logo: '/products/kilat.svg',
    min: 100_000_000,
    max: 500_000_000,
    step: 5_000_000,
    firstLoanLimit: 200_000_000,
    pricing: ID_BULLET,
    amountLabel: 'Jumlah pinjaman',
    rateText: 'Bunga 0,05% per hari, biaya layanan 2%',
    description: 'Dana cair dalam 1 hari kerja.',
    tags: ['Tanpa jaminan', 'Cair cepat'],
    buttonText: 'Ajukan',
    accepting: true,
    scenes: ALL_SCENES,
  },
  {
    id: 5,
    market: 'ID',
    name: 'Tenora Cicil',
    logo: '/products/cicil.svg',
    min: 200_000_000,
    max: 1_500_000_000,
    step: 5_000_000,
    firstLoanLimit: 300_000_000,
    pricing: ID_INSTALMENTS,
    amountLabel: 'Jumlah pinjaman',
    rateText: 'Bunga 0,05% per hari, biaya layanan 2%',
    description: 'Bayar dalam 3 kali cicilan selama tenor pilihan Anda.',
    tags: ['Cicilan 3 kali', 'Terdaftar di OJK'],
    buttonText: 'Ajukan',
    accepting: true,
    scenes: ALL_SCENES,
  },
  {
    id: 6,
    market: 'ID',
    name: 'Tenora Plus',
    logo: '/products/plus.svg',
    min: 100_000_000,
    max: 1_500_000_000,
    step: 5_000_000,
    firstLoanLimit: null,
    pricing: ID_INSTALMENTS,
    amountLabel: 'Jumlah pinjaman',
    rateText: 'Bunga 0,05% per hari, biaya layanan 2%',
    description: 'Limit lebih tinggi untuk peminjam yang membayar tepat waktu.',
    tags: ['Peminjam setia'],
    buttonText: 'Ajukan',
    accepting: false,
    scenes: ALL_SCENES,
  },
] as const;

interface OrderSpec {
  status: number;
  product: 0 | 1 | 2;
  createdDaysAgo: number;
  decision: 'pending' | 'approved' | 'rejected';
  disbursedDaysAgo?: number;
  /** Due dates of the instalments, in days from the seed day. */
  dueInDays?: number[];
  repaid?: boolean;
  origin?: 'legacy';
}

/** One order per status, in the order the borrower would have taken them. */
const ORDER_SPECS: OrderSpec[] = [
  {
    status: 4,
    product: 0,
    createdDaysAgo: 210,
    decision: 'approved',
    disbursedDaysAgo: 200,
    dueInDays: [-109],
    repaid: true,
    origin: 'legacy',
  },
  {
    status: 200,
    product: 1,
    createdDaysAgo: 152,
    decision: 'approved',
    disbursedDaysAgo: 150,
    dueInDays: [-59],
    repaid: true,
  },
  {
    status: 5,
    product: 2,
    createdDaysAgo: 122,
    decision: 'approved',
    disbursedDaysAgo: 120,
    dueInDays: [-29],
    origin: 'legacy',
  },
  {
    status: 180,
    product: 0,
    createdDaysAgo: 101,
    decision: 'approved',
    disbursedDaysAgo: 100,
    dueInDays: [-9],
  },
  {
    status: 174,
    product: 1,
    createdDaysAgo: 92,
    decision: 'approved',
    disbursedDaysAgo: 91,
    dueInDays: [0],
  },
  {
    status: 3,
    product: 2,
    createdDaysAgo: 31,
    decision: 'approved',
    disbursedDaysAgo: 30,
    dueInDays: [61],
    origin: 'legacy',
  },
  {
    status: 170,
    product: 0,
    createdDaysAgo: 11,
    decision: 'approved',
    disbursedDaysAgo: 10,
    dueInDays: [20, 50, 81],
  },
  { status: 110, product: 1, createdDaysAgo: 3, decision: 'rejected' },
  { status: 151, product: 2, createdDaysAgo: 1, decision: 'approved' },
  { status: 21, product: 0, createdDaysAgo: 0, decision: 'pending' },
];

const PRINCIPAL: Record<Market, number> = { IN: 2_000_000, ID: 300_000_000 };
// Multipliers so the demo list does not show one amount ten times.
const SIZE = [1, 0.75, 1.5, 1.25, 0.5, 2.5, 1, 0.4, 2, 0.6];

function daysAgo(now: Date, days: number, hour = 0): Date {
  return new Date(now.getTime() - days * 86_400_000 - hour * 3_600_000);
}

async function seedOrders(tx: Queryable, market: Market, now: Date): Promise<void> {
  const borrower = DEMO_BORROWERS[market];
  const products = PRODUCTS.filter((p) => p.market === market);
  const today = localDate(now, market);
  const firstId = market === 'IN' ? 1001 : 2001;

  for (const [index, spec] of ORDER_SPECS.entries()) {
    const orderId = firstId + index;
    const product = products[spec.product];
    const pricing = product && parsePricingConfig(product.pricing);
    if (!product || !pricing) throw new Error('seed: product or its pricing is invalid');
    const principal = Math.round(PRINCIPAL[market] * (SIZE[index] ?? 1));
    // Each demo order is quoted by the real pricing module, with its schedule placed so that
    // the status it is meant to show holds on the seed day.
    const dues = spec.dueInDays ?? [91];
    const startOffset = -(spec.disbursedDaysAgo ?? 0);
    const termDays = (dues.at(-1) ?? 91) - startOffset;
    const startDate = addDays(today, startOffset);
    const quoted = quoteLoan(
      {
        market,
        principal,
        termDays,
        startDate,
        pricing: { ...pricing, termDays: [termDays], periods: dues.length },
      },
      { min: 1, max: Number.MAX_SAFE_INTEGER },
    );
    if (!quoted.ok) throw new Error(`seed: order ${orderId} cannot be quoted (${quoted.reason})`);
    const { quote } = quoted;
    const createdAt = daysAgo(now, spec.createdDaysAgo, spec.createdDaysAgo === 0 ? 2 : 0);
    await tx.query(
      `insert into orders (id, user_id, product_id, principal, term_days, created_at, decision, decided_at,
                           disbursed_at, origin, processing_fee, fee_tax, net_disbursed, apr_bps, quoted_on)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        orderId,
        borrower.userId,
        product.id,
        principal,
        termDays,
        createdAt,
        spec.decision,
        spec.decision === 'pending' ? null : createdAt,
        spec.disbursedDaysAgo === undefined ? null : daysAgo(now, spec.disbursedDaysAgo),
        spec.origin ?? 'tenora',
        quote.processingFee,
        quote.feeTax,
        quote.netDisbursed,
        quote.aprBps,
        addDays(today, -spec.createdDaysAgo),
      ],
    );
    if (spec.disbursedDaysAgo === undefined) continue;

    for (const instalment of quote.instalments) {
      await tx.query(
        'insert into instalments (order_id, period_no, due_date, principal, interest, fee) values ($1, $2, $3, $4, $5, 0)',
        [
          orderId,
          instalment.periodNo,
          instalment.dueDate,
          instalment.principal,
          instalment.interest,
        ],
      );
    }
    if (spec.repaid) {
      const [payment] = await tx.query<{ id: number }>(
        "insert into payments (order_id, amount, paid_at, reference, method) values ($1, $2, $3, $4, 'seed') returning id",
        [orderId, quote.totalRepayable, daysAgo(now, -(dues.at(-1) ?? 0) + 1), `seed-${orderId}`],
      );
      for (const instalment of quote.instalments) {
        await tx.query(
          'insert into payment_allocations (payment_id, order_id, period_no, interest, principal) values ($1, $2, $3, $4, $5)',
          [payment?.id, orderId, instalment.periodNo, instalment.interest, instalment.principal],
        );
      }
    }
  }
}

const IDENTITY_TABLES = ['users', 'products', 'orders', 'payments'] as const;

/**
 * The demo catalogue (apps and products) is brought up to date on every start outside
 * production, so a data folder from an older release sees new product fields; operators' own
 * rows (other ids) are never touched.
 */
async function upsertCatalogue(tx: Queryable): Promise<void> {
  for (const app of demoApps()) {
    await tx.query(
      `insert into apps (app_name, market, display_name, theme, contact_phone, contact_email, allowed_hosts, company)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (app_name) do update set market = excluded.market, display_name = excluded.display_name,
         theme = excluded.theme, contact_phone = excluded.contact_phone, contact_email = excluded.contact_email,
         allowed_hosts = excluded.allowed_hosts, company = excluded.company`,
      [
        app.appName,
        app.market,
        app.displayName,
        JSON.stringify(app.theme),
        app.contact.phone,
        app.contact.email,
        JSON.stringify(app.allowedHosts),
        JSON.stringify(app.company),
      ],
    );
  }
  for (const [i, p] of PRODUCTS.entries()) {
    await tx.query(
      `insert into products (id, market, name, logo, amount_min, amount_max, sort_order, pricing,
                             amount_label, rate_text, description, tags, button_text, accepting, scenes,
                             amount_step, first_loan_limit)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       on conflict (id) do update set market = excluded.market, name = excluded.name, logo = excluded.logo,
         amount_min = excluded.amount_min, amount_max = excluded.amount_max, sort_order = excluded.sort_order,
         amount_step = excluded.amount_step, first_loan_limit = excluded.first_loan_limit,
         pricing = excluded.pricing, amount_label = excluded.amount_label, rate_text = excluded.rate_text,
         description = excluded.description, tags = excluded.tags, button_text = excluded.button_text,
         accepting = excluded.accepting, scenes = excluded.scenes`,
      [
        p.id,
        p.market,
        p.name,
        p.logo,
        p.min,
        p.max,
        i,
        JSON.stringify(p.pricing),
        p.amountLabel,
        p.rateText,
        p.description,
        JSON.stringify(p.tags),
        p.buttonText,
        p.accepting,
        JSON.stringify(p.scenes),
        p.step,
        p.firstLoanLimit,
      ],
    );
  }
  for (const template of landingTemplates()) await saveTemplate(tx, template, new Date(0));
}

/**
 * Landing templates 1 (IN) and 2 (ID) (docs/product.md#landing-pages). A file, checked against the
 * same contract an operator's call is, so a bad edit stops the start instead of breaking the page.
 */
function landingTemplates(): LandingTemplateInput[] {
  const file = path.join(SERVER_ROOT, 'src/db/landing-templates.json');
  return z.array(LandingTemplateInput).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Loads the demo data once; a second run finds its marker and only refreshes the catalogue. */
const DEMO_BANK_ACCOUNTS: Record<
  Market,
  { holderName: string; accountNumber: string; bankCode: string }
> = {
  IN: { holderName: 'Asha Rao', accountNumber: '50100123456789', bankCode: 'HDFC0000053' },
  ID: { holderName: 'Sari Dewi', accountNumber: '8800123456', bankCode: 'BCA' },
};

export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    await upsertCatalogue(tx);
    const claimed = await tx.query(
      "insert into seed_runs (name, loaded_at) values ('demo', $1) on conflict (name) do nothing returning name",
      [now],
    );
    if (claimed.length === 0) return false;

    for (const market of ['IN', 'ID'] as const) {
      const b = DEMO_BORROWERS[market];
      await tx.query(
        'insert into users (id, market, phone, created_at, credit_limit) values ($1, $2, $3, $4, $5)',
        [b.userId, market, b.phone, daysAgo(now, 400), b.creditLimit],
      );
      // Demo sessions are fixed words, not random tokens: they exist only outside production.
      await createSession(tx, clock, b.userId, 24 * 365 * 5, b.sessionId);
      await seedOrders(tx, market, now);
      // The account their loans are paid into, as the sandbox confirmed it
      // (docs/payments.md#payouts); the new borrowers below have given none yet.
      const account = DEMO_BANK_ACCOUNTS[market];
      await tx.query(
        `insert into bank_accounts (user_id, market, reference, holder_name, account_number, bank_code,
           status, provider, registered_name, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, 'verified', 'sandbox', upper($4), $7, $7)`,
        [
          b.userId,
          market,
          `bnk_demo_${market.toLowerCase()}`,
          account.holderName,
          account.accountNumber,
          account.bankCode,
          daysAgo(now, 400),
        ],
      );
      const fresh = NEW_BORROWERS[market];
      await tx.query('insert into users (id, market, phone, created_at) values ($1, $2, $3, $4)', [
        fresh.userId,
        market,
        fresh.phone,
        daysAgo(now, 1),
      ]);
      await createSession(tx, clock, fresh.userId, 24 * 365 * 5, fresh.sessionId);
    }
    // Explicit ids above; move each identity past them so new rows do not collide.
    for (const table of IDENTITY_TABLES) {
      await tx.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
      );
    }
    return true;
  });
}

/** The address a native shell would open for a demo borrower. */
export function demoLink(publicUrl: string, market: Market, path = '/orders'): string {
  const b = DEMO_BORROWERS[market];
  const params = new URLSearchParams({
    sessionId: b.sessionId,
    userId: String(b.userId),
    appName: b.appName,
    deviceId: `demo-device-${market.toLowerCase()}`,
    appVersion: '1.0.0',
    clientType: 'android',
    merchantNumber: '0',
  });
  return `${publicUrl}${path}?${params.toString()}`;
}
