import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import Accessibility from 'lighthouse/core/gather/gatherers/accessibility.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { savingData } from './browser.ts';
import { it } from './fixtures.ts';
import {
  borrowerScreens,
  prepareMarket,
  screenReady,
  screenUrl,
  SCREENS,
  type MarketData,
} from './screen-list.ts';

/**
 * What Lighthouse checked of every screen that does not vary from run to run, as gates
 * (docs/decisions/082-deterministic-gates-and-a-benchmark.md): each borrower screen of the route
 * table passes the accessibility audits Lighthouse scores and has no control smaller than a thumb;
 * and each screen the server draws paints its largest text from its HTML, asks for no script
 * before that first paint, and does not move once it is there. Each screen is opened once for all.
 * `e2e/screens-in.test.ts` and `e2e/screens-id.test.ts` run these per market, on two workers at
 * once. (Lighthouse's scores stay a benchmark: `npm run bench`.)
 */

type Market = 'IN' | 'ID';
const { paths: SCREEN_PATHS, skipped: SKIPPED } = await borrowerScreens();

/** Each market's borrowers and what they own, made once for the file's tests. */
const prepared = new Map<Market, Promise<MarketData>>();
const dataOf = (market: Market) => {
  const data = prepared.get(market) ?? prepareMarket(market);
  prepared.set(market, data);
  return data;
};

// ---------------------------------------------------------------------------------------------
// Accessibility, exactly as Lighthouse's accessibility category sees it.

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');
const AXE_SOURCE = readFileSync(AXE_PATH, 'utf8');
/** The axe-core Lighthouse itself loads (its core/lib/axe.js resolves it from its own folder). */
const LIGHTHOUSE_AXE = createRequire(require.resolve('lighthouse/package.json')).resolve(
  'axe-core/axe.min.js',
);

/**
 * The audits that make Lighthouse's accessibility score: the category's audit references with a
 * weight (those without one are manual checks, or shown but not scored). Each is the axe rule of
 * the same id. A score of 1.0 needs every one of them to pass.
 */
const SCORED_AUDITS = (defaultConfig.categories?.accessibility?.auditRefs ?? [])
  .filter((ref) => ref.weight > 0)
  .map((ref) => ref.id);

/**
 * Lighthouse's own accessibility gatherer (core/gather/gatherers/accessibility.js), run in the
 * page as Lighthouse runs it: its `axe.run` options (WCAG 2 A and AA, with its own rules switched
 * on and off) and its description of each failing element, with the page functions it needs.
 */
const RUN_LIGHTHOUSE_AXE = `(async () => {
  ${pageFunctions.getNodeDetails};
  ${Accessibility.pageFns.createAxeRuleResultArtifact};
  return (${Accessibility.pageFns.runA11yChecks})();
})()`;

/** What the gatherer answers (LH.Artifacts.Accessibility), as far as this test reads it. */
interface AxeArtifact {
  violations: AxeRuleResult[];
  incomplete: AxeRuleResult[];
}
interface AxeRuleResult {
  id: string;
  impact?: string;
  nodes: {
    /** axe's selector of the element. */
    target: string[];
    failureSummary?: string;
    node: { snippet: string; nodeLabel?: string; selector: string };
  }[];
  error?: { message: string };
}

/**
 * The scored audits the page fails, each with its rule's help and the failing elements: a rule
 * with violations fails its audit; one axe could not run errs, which leaves Lighthouse no score.
 */
export async function failedAudits(page: Page): Promise<string[]> {
  // page.evaluate runs through the DevTools protocol, which the page's Content-Security-Policy
  // (script-src with hashes) does not govern; a <script> tag (page.addScriptTag) it refuses.
  await page.evaluate(AXE_SOURCE);
  const artifact = (await page.evaluate(RUN_LIGHTHOUSE_AXE)) as AxeArtifact;
  const rules = await page.evaluate(() =>
    (
      window as unknown as { axe: { getRules(): { ruleId: string; help: string }[] } }
    ).axe.getRules(),
  );
  const help = new Map(rules.map((r) => [r.ruleId, r.help]));
  const unknown = SCORED_AUDITS.filter((id) => !help.has(id));
  if (unknown.length) {
    throw new Error(
      `Lighthouse scores audits that are not axe rules, which this test cannot check: ${unknown.join(', ')}`,
    );
  }
  const failures: string[] = [];
  for (const id of SCORED_AUDITS) {
    const errored = artifact.incomplete.find((r) => r.id === id && r.error);
    if (errored) failures.push(`${id}: axe could not run it: ${errored.error?.message}`);
    const violated = artifact.violations.find((r) => r.id === id);
    if (!violated) continue;
    const nodes = violated.nodes.map((n) => {
      const { nodeLabel, selector } = n.node;
      const label = nodeLabel && nodeLabel !== selector ? ` “${nodeLabel}”` : '';
      const why = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
      return `    ${n.target.join(' ')}${label}: ${n.node.snippet}\n      ${why}`;
    });
    failures.push(
      `${id} (${violated.impact ?? 'no impact given'}): ${help.get(id)}\n${nodes.join('\n')}`,
    );
  }
  return failures;
}

// ---------------------------------------------------------------------------------------------
// Tap targets (docs/product.md#screen-rules).

/** The smallest a control may be, in CSS pixels, each way. */
const MIN_TARGET = 44;

/**
 * Every visible control on the page that is smaller than MIN_TARGET either way. A radio or a
 * checkbox counts by its label, which is what a thumb taps. A link inside running text (a
 * sentence of a document) is exempt, as WCAG 2.5.8 exempts it: enlarging it would break the
 * lines it sits in; links that stand alone are not.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]';
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden')
        continue;
      if (el.closest('[aria-hidden=true], [inert]')) continue;
      const target =
        el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
          ? (el.closest('label') ?? el)
          : el;
      const block = el.closest('p, li, dd, td');
      const inSentence =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        !!block &&
        (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 2;
      if (inSentence) continue;
      const box = target.getBoundingClientRect();
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  }, MIN_TARGET);
}

// ---------------------------------------------------------------------------------------------
// Drawn screens: what paints first comes from the HTML, with no script asked for before it, and
// nothing moves afterwards.

interface Seen {
  /** Largest Contentful Paint candidates, in order; the last is the page's LCP. */
  lcp: { tag: string; text: string; url: string; size: number; gone: boolean }[];
  shifts: {
    value: number;
    hadRecentInput: boolean;
    sources: { node: string; from: string; to: string }[];
  }[];
}

/**
 * Installed before the page's own scripts (an init script): watches the paint timeline from the
 * start, and notes each candidate's and each shift's elements as they were when it happened.
 */
function watchPaints() {
  const seen: Seen = { lcp: [], shifts: [] };
  (window as unknown as { __screens: Seen }).__screens = seen;
  const label = (node: Node | null | undefined) => {
    if (!node) return '(gone)';
    const el = node instanceof Element ? node : node.parentElement;
    if (!el) return node.nodeName;
    const testId = el.getAttribute('data-testid');
    const cls = el.getAttribute('class');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${cls ? `.${cls.split(/\s+/).join('.')}` : ''} “${text}”`;
  };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      element: Element | null;
      url: string;
      size: number;
    })[]) {
      seen.lcp.push({
        tag: e.element?.tagName.toLowerCase() ?? '',
        text: e.element?.textContent ?? '',
        url: e.url,
        size: e.size,
        gone: !e.element,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      seen.shifts.push({
        value: e.value,
        hadRecentInput: e.hadRecentInput,
        sources: e.sources.map((s) => ({
          node: label(s.node),
          from: rect(s.previousRect),
          to: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** In the page, once it has settled: its LCP against the HTML it was sent, its shifts, its scripts. */
async function readPaints(page: Page, html: string) {
  // Paint entries are dispatched after the frame that painted them: let two frames go by.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('first-contentful-paint').length > 0 &&
      (window as unknown as { __screens: Seen }).__screens.lcp.length > 0,
  );
  return page.evaluate((sentHtml) => {
    const seen = (window as unknown as { __screens: Seen }).__screens;
    const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    // The HTML as the server sent it, parsed without running anything; what it shows is its
    // elements' text, not the data or code its scripts and styles carry.
    const sent = new DOMParser().parseFromString(sentHtml, 'text/html');
    for (const el of sent.querySelectorAll('script, style, template, noscript')) el.remove();
    const lcp = seen.lcp.at(-1) ?? { tag: '', text: '', url: '', size: 0, gone: true };
    const text = norm(lcp.text);
    let inHtml = false;
    if (lcp.gone) {
      // Its element left the page before its entry came: there is nothing to compare.
    } else if (lcp.url) {
      const wanted = new URL(lcp.url, location.href).href;
      inHtml =
        [...sent.querySelectorAll('img[src], video[poster], image')].some((el) => {
          const src =
            el.getAttribute('src') ?? el.getAttribute('poster') ?? el.getAttribute('href');
          return !!src && new URL(src, location.href).href === wanted;
        }) || sentHtml.includes(new URL(wanted).pathname);
    } else {
      inHtml = [...sent.querySelectorAll(lcp.tag)].some((el) => norm(el.textContent) === text);
    }
    // Waited for above: a page that never painted has failed already.
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter(
        (r) =>
          r.initiatorType === 'script' || /\.m?js$/.test(new URL(r.name, location.href).pathname),
      )
      .map((r) => ({ url: new URL(r.name).pathname, startTime: r.startTime }));
    return {
      lcp: { ...lcp, text, inHtml, anywhereInHtml: norm(sent.body.textContent).includes(text) },
      fcp,
      earlyScripts: scripts.filter((s) => s.startTime < fcp),
      shifts: seen.shifts.filter((s) => !s.hadRecentInput),
    };
  }, html);
}

/** The checks that concern the whole table rather than a market: run once, by the India file. */
export function describeTheTable(): void {
  describe('the screens checked', () => {
    it('runs the axe-core Lighthouse runs, and every audit it scores is an axe rule', () => {
      const version = (file: string) =>
        (
          JSON.parse(readFileSync(file.replace(/axe\.min\.js$/, 'package.json'), 'utf8')) as {
            version: string;
          }
        ).version;
      expect(version(AXE_PATH)).toBe(version(LIGHTHOUSE_AXE));
      const declared = (
        JSON.parse(readFileSync(require.resolve('../package.json'), 'utf8')) as {
          devDependencies: Record<string, string>;
        }
      ).devDependencies['axe-core'];
      expect(declared).toBe(version(LIGHTHOUSE_AXE));
      expect(SCORED_AUDITS.length).toBeGreaterThan(40);
    });

    it('knows an address for every route of the table, and none for a route that has gone', () => {
      expect(SCREEN_PATHS.filter((p) => !SCREENS[p])).toEqual([]);
      expect(Object.keys(SCREENS).filter((p) => !SCREEN_PATHS.includes(p))).toEqual([]);
    });

    for (const { path, why } of SKIPPED) it.skip(`${path}: not checked, ${why}`, () => {});
  });
}

/**
 * Every borrower screen of the route table in `market`: accessibility, and first paint if drawn.
 * In the market's own language on the phone's 390 px, or in `also`, another language the market
 * speaks (India's Hindi), at its width: each screen is opened with that `lang` flag.
 */
export function describeScreens(
  market: Market,
  also?: { locale: 'hi-IN'; width: number; height: number },
): void {
  const where = also ? `${market} in ${also.locale} at ${also.width} px` : market;
  describe(`every screen in ${where}: Lighthouse’s scored accessibility audits, 44 px tap targets; screens complete in their HTML paint from it, ask for no script before, and do not shift`, () => {
    let data: MarketData;
    beforeAll(async () => {
      data = await dataOf(market);
    });

    for (const route of SCREEN_PATHS) {
      it(`${route} (${where})`, async ({ phone: { context, page } }) => {
        await savingData(context);
        if (also) await page.setViewportSize({ width: also.width, height: also.height });
        await context.addInitScript(watchPaints);
        // The home page's banner turns every 3 s (its own tests check how). A sweep that outlasts
        // that on a busy machine would audit a slide mid-fade, or take the turn for a shift; held
        // still, as for a visitor who asks for less motion, every run checks the same screen.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const url = new URL(screenUrl(route, data));
        if (also) url.searchParams.set('lang', also.locale);
        const response = await page.goto(url.href);
        const html = (await response?.text()) ?? '';
        // Complete in its HTML: a page for visitors, or a screen drawn with all its data.
        const state = JSON.parse(
          /<script type="application\/json" id="tenora-page">(.*?)<\/script>/.exec(html)?.[1] ??
            '{}',
        ) as { drawn?: string[]; pending?: string[]; sessionId?: string };
        const drawn =
          (state.pending ?? []).length === 0 &&
          (!state.sessionId || (state.drawn ?? []).length > 0);
        await screenReady(page, route);
        expect(await page.locator('html').getAttribute('lang'), 'the screen’s language').toBe(
          also?.locale ?? data.locale,
        );
        if (drawn) {
          const m = await readPaints(page, html);
          const what = m.lcp.gone
            ? 'an element that had left the page when its entry came'
            : m.lcp.url
              ? `image ${m.lcp.url}`
              : `<${m.lcp.tag}> “${m.lcp.text}”`;
          expect
            .soft(
              m.lcp.inHtml,
              `the largest contentful paint, ${what}, is not in the HTML the server sent` +
                (m.lcp.url || !m.lcp.anywhereInHtml ? '' : ' (its text is, in another element)'),
            )
            .toBe(true);
          // The app is asked for once the page has painted (apps/web/src/platform/page-script.ts).
          expect
            .soft(
              m.earlyScripts,
              `scripts requested before the first contentful paint (${m.fcp.toFixed(0)} ms)`,
            )
            .toEqual([]);
          const cls = m.shifts.reduce((sum, s) => sum + s.value, 0);
          expect
            .soft(
              cls,
              `layout shifts after the page painted:\n${m.shifts
                .map(
                  (s) =>
                    `  ${s.value.toFixed(4)}: ${s.sources.map((x) => `${x.node} ${x.from} → ${x.to}`).join('; ')}`,
                )
                .join('\n')}`,
            )
            .toBe(0);
        }
        expect
          .soft(await smallTargets(page), `controls smaller than ${MIN_TARGET}×${MIN_TARGET} px`)
          .toEqual([]);
        const failed = await failedAudits(page);
        expect(
          failed,
          `${route} fails Lighthouse’s accessibility audits:\n${failed.join('\n')}`,
        ).toEqual([]);
      });
    }
  });
}
