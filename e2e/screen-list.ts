import type { Locator, Page } from 'playwright-core';
import { hydrated, networkQuiet } from './browser.ts';
import {
  baseUrl,
  disbursedLoan,
  newBorrower,
  postJson,
  type Borrower,
  type Market,
} from './support-api.ts';

/**
 * Every borrower screen of the web app, read from its route table, with an address that shows each
 * one's real content in either market: what `e2e/screen-checks.ts` checks on every screen.
 */

interface RouteTable {
  ROUTES: { path: string }[];
}

// Imported by a name TypeScript does not follow: the table's lazy `import()`s name the pages' TSX,
// which the root tsconfig (e2e's) does not compile. Vitest imports it as it is.
const ROUTES_MODULE = '../apps/web/src/app/routes.ts';
const DEV_ROUTES_MODULE = '../apps/web/src/app/dev-routes.ts';

/** Routes that are not borrower screens, and why they are not checked. */
export interface Skipped {
  path: string;
  why: string;
}

/**
 * The paths of `ROUTES` in apps/web/src/app/routes.ts, in its order, less those that are not
 * borrower screens: the developers' pages of dev-routes.ts (decision 058), which a production build
 * leaves out and Vitest's mode keeps in.
 */
export async function borrowerScreens(): Promise<{ paths: string[]; skipped: Skipped[] }> {
  const { ROUTES } = (await import(/* @vite-ignore */ ROUTES_MODULE)) as RouteTable;
  const { DEV_ROUTES } = (await import(/* @vite-ignore */ DEV_ROUTES_MODULE)) as {
    DEV_ROUTES: RouteTable['ROUTES'];
  };
  const dev = new Set(DEV_ROUTES.map((r) => r.path));
  const paths = [...new Set(ROUTES.map((r) => r.path))];
  return {
    paths: paths.filter((p) => !dev.has(p)),
    skipped: paths
      .filter((p) => dev.has(p))
      .map((p) => ({
        path: p,
        why: 'a developers’ page (apps/web/src/app/dev-routes.ts): not in a production build',
      })),
  };
}

export const LOCALE = { IN: 'en-IN', ID: 'id-ID' } as const;

/** The loans the end-to-end tests take in each market. */
export const LOAN = {
  IN: { productId: 2, amount: 1_000_000 },
  ID: { productId: 4, amount: 200_000_000 },
} as const;

/** What a market's screens are opened with: borrowers, a loan, a complaint, a payment number. */
export interface MarketData {
  market: Market;
  locale: (typeof LOCALE)[Market];
  /** A borrower whose loan was approved and disbursed (`b`, `orderId`, `productId`, `owed`). */
  loan: Awaited<ReturnType<typeof disbursedLoan>>;
  /** A borrower with no loan yet: confirming a loan is their screen (the other spent the limit). */
  newcomer: Borrower;
  /** The loan borrower's complaint about the loan. */
  problemId: number;
  /** A virtual account number issued for what the loan owes (`/dragonpayPaymentInstructions`). */
  vaNumber: string;
  /**
   * Where `/alipayrepayment` leads in the market: Indonesia pays by e-wallet and starts there;
   * India pays by net banking, and the bank sends the borrower back there with a reference.
   */
  walletQuery: string;
  /** The seeded landing template of the market (`/registerTemplate?id=`). */
  templateId: number;
}

async function postForm(url: string, body: Record<string, string | number>, b: string) {
  const res = await fetch(`${baseUrl}${url}?${b}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(
      Object.entries(body).map(([k, v]) => [k, String(v)] as [string, string]),
    ).toString(),
  });
  const answer = (await res.json()) as { data?: unknown };
  if (!answer.data) throw new Error(`${url}: ${JSON.stringify(answer)}`);
  return answer.data as Record<string, unknown>;
}

/** Makes a market's borrowers and what they own through the API, as the screens would. */
export async function prepareMarket(market: Market): Promise<MarketData> {
  const [loan, newcomer] = await Promise.all([
    disbursedLoan(market, LOAN[market]),
    newBorrower(market),
  ]);
  const { b, orderId, productId, owed } = loan;
  // A complaint, as the complaint form posts it (scripts/support-api.mjs, complaintAbout).
  const { problemId } = await postForm(
    '/h5-api/v3/user-problem/problem-save',
    { problemType: 4, problemDetail: 'I was charged a fee I did not expect.', orderNo: orderId },
    b,
  );
  // The number `/that` issues when nothing was chosen: the first bank, its first channel.
  const options = await postForm(
    '/v3/loan-details/init-pay-type',
    { orderId, productId, pay_type: 1 },
    b,
  );
  const [bank] = options.banks as { payCode: string }[];
  if (!bank) throw new Error(`no bank to pay a virtual account to in ${market}`);
  const va = await postForm(
    '/v3/loan-details/generate-vcode',
    {
      orderId,
      productId,
      amount: owed,
      pay_type: 1,
      payCode: bank.payCode,
      specific_num: 1,
      is_default: 1,
    },
    b,
  );
  let walletQuery = `orderId=${orderId}&productId=${productId}&amount=${owed}&${b}`;
  if (market === 'IN') {
    const started = await postJson(
      '/pay/loan/netbanking-start',
      { orderId, amount: owed },
      `?${b}`,
    );
    if (!started.data) throw new Error(`net banking: ${JSON.stringify(started)}`);
    walletQuery = `reference=${started.data.reference as string}&${b}`;
  }
  return {
    market,
    locale: LOCALE[market],
    loan,
    newcomer,
    problemId: Number(problemId),
    vaNumber: String(va.vcode),
    walletQuery,
    templateId: market === 'IN' ? 1 : 2,
  };
}

export interface ScreenAddress {
  /** The query the screen reads, for a market (what follows `?`). */
  query: (d: MarketData) => string;
  /** What shows once the screen has its real content (not its skeleton, nor an error). */
  ready: (page: Page) => Locator;
}

const order = (d: MarketData) =>
  `orderId=${d.loan.orderId}&productId=${d.loan.productId}&${d.loan.b}`;
const lang = (d: MarketData) => `lang=${d.locale}`;
const id = (testId: string) => (page: Page) => page.getByTestId(testId).first();

/**
 * Each borrower screen's address and what shows when it is ready, learned from its page component
 * under apps/web/src/features/ and README.md's "What you will see". A route of the table missing
 * here fails its tests by name: give it its address before it ships.
 */
export const SCREENS: Record<string, ScreenAddress> = {
  '/orders': { query: (d) => d.loan.b, ready: id('order-row') },
  // The complaint made above was told back as a message.
  '/messages': { query: (d) => d.loan.b, ready: id('message') },
  '/recommend': { query: (d) => d.loan.b, ready: id('product-card') },
  '/borrowDetail': { query: order, ready: id('detail-rows') },
  '/loanConfirm': {
    query: (d) => `productId=${d.loan.productId}&${d.newcomer.b}`,
    ready: id('repay-plan'),
  },
  // The copy of the agreement issued with the loan, as the documents list opens it.
  '/loanAgreement': {
    query: (d) => `kind=agreement&orderId=${d.loan.orderId}&${d.loan.b}`,
    ready: id('document'),
  },
  // No session: a visitor whose sign-in through a partner failed; the market is the app's.
  '/jointLoginFailure': {
    query: (d) => `allow=e2e&appName=tenora-${d.market.toLowerCase()}`,
    ready: id('product-card'),
  },
  '/relevant': { query: (d) => d.loan.b, ready: id('document-loan') },
  // The privacy centre of a borrower with a loan: its consent, and closing the account blocked.
  '/privacy': { query: (d) => d.loan.b, ready: id('consents') },
  '/repay': { query: order, ready: id('amount-due') },
  '/addnormalcard': { query: (d) => `${order(d)}&from=payway`, ready: id('bank-select') },
  '/alipayrepayment': {
    query: (d) => d.walletQuery,
    ready: (page) => page.getByTestId('wallet-start').or(page.getByTestId('wallet-result')),
  },
  '/individual': {
    query: (d) => `${order(d)}&amount=${d.loan.owed}&payType=1&display=1`,
    ready: id('bank-option'),
  },
  '/that': { query: (d) => `${order(d)}&amount=${d.loan.owed}&display=1`, ready: id('va-number') },
  '/repayPeriod': { query: order, ready: id('instalment') },
  '/repayDelay': { query: order, ready: id('delay-compare') },
  '/dragonpayPaymentInstructions': {
    query: (d) => `reference=${d.vaNumber}&${d.loan.b}`,
    ready: id('instructions-rules'),
  },
  '/registerTemplate': {
    query: (d) => `id=${d.templateId}&utm_tag=e2e`,
    ready: id('captcha-image'),
  },
  '/downloadTemplate': { query: (d) => `down_id=${d.templateId}`, ready: id('store-primary') },
  '/agreementTemplate': { query: (d) => `links_id=${d.templateId}`, ready: id('privacy-notice') },
  '/': { query: lang, ready: id('banner') },
  '/About': { query: lang, ready: id('site-section') },
  '/User': { query: lang, ready: id('review') },
  '/Contact': { query: lang, ready: id('contact-form') },
  '/Policy': { query: lang, ready: id('site-frame') },
  '/Loan': { query: lang, ready: id('site-frame') },
  '/privacyPolicy': { query: lang, ready: id('policy-intro') },
  '/aboutUs': { query: lang, ready: (page) => page.locator('main h1') },
  '/customerService': { query: lang, ready: id('service-card') },
  '/loanTerms': { query: lang, ready: id('terms-intro') },
  '/complaint': {
    query: (d) => `orderNo=${d.loan.orderId}&${d.loan.b}`,
    ready: id('cp-type'),
  },
  '/complainPageNext': {
    query: (d) => `problemType=4&orderNo=${d.loan.orderId}&${d.loan.b}`,
    ready: id('cp-text'),
  },
  '/complaintList': { query: (d) => d.loan.b, ready: id('cp-item') },
  '/complainDetails': {
    query: (d) => `problemId=${d.problemId}&${d.loan.b}`,
    ready: id('cp-content'),
  },
  // The page every unknown address shows; it is itself a status screen.
  '/error': { query: lang, ready: (page) => page.locator('main .status-screen') },
  '/complainNewPage': {
    query: (d) => `orderNo=${d.loan.orderId}&${d.loan.b}`,
    ready: id('help-topic'),
  },
  '/intelligentCustomerService': {
    query: (d) => `selectedIndex=0&orderNo=${d.loan.orderId}&${d.loan.b}`,
    ready: id('chat-choices'),
  },
};

/** A route's entry in SCREENS; throws, naming the route, when the test does not know it. */
function screenOf(route: string): ScreenAddress {
  const screen = SCREENS[route];
  if (!screen) {
    throw new Error(
      `${route} is in apps/web/src/app/routes.ts but has no address in e2e/screen-list.ts (SCREENS): ` +
        'add the query its page reads and what shows when it is ready, so it is checked',
    );
  }
  return screen;
}

/** A screen's address in a market. */
export function screenUrl(route: string, d: MarketData): string {
  return `${baseUrl}${route}?${screenOf(route).query(d)}`;
}

/**
 * Resolves once the screen shows its real content, React owns it and the network is quiet; throws
 * with what the screen says instead when it shows an error or empty state in its place.
 */
export async function screenReady(page: Page, route: string): Promise<void> {
  const ready = screenOf(route).ready(page);
  await ready.or(page.locator('.status-screen')).first().waitFor();
  if (!(await ready.first().isVisible())) {
    const said = (await page.locator('.status-screen').first().innerText()).replace(/\s+/g, ' ');
    throw new Error(`${route} shows “${said}” instead of its content (${page.url()})`);
  }
  await hydrated(page);
  await networkQuiet(page);
}
