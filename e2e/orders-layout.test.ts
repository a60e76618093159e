import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl } from './support-api.ts';

/** Screenshots to look at: `.tmp/screens/orders-<market>-<width>.png` (ignored by git). */
const SCREENS = path.resolve('.tmp/screens');

interface Box {
  part: string;
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  clipped: boolean;
}

describe.each([
  ['IN', 'demo-in'],
  ['ID', 'demo-id'],
] as const)('"My loans" rows, %s', (market, id) => {
  it.for([320, 360, 390])(
    'amount, product, date and status never overlap or clip at %i px',
    async (width, { openPhone }) => {
      const { page } = await openPhone({ context: { viewport: { width, height: 844 } } });
      await page.goto(`${baseUrl}/orders?${session(id)}`);
      await page.getByTestId('order-row').first().waitFor();
      mkdirSync(SCREENS, { recursive: true });
      await page.screenshot({
        path: path.join(SCREENS, `orders-${market}-${width}.png`),
        fullPage: true,
      });

      // Where each part's text is really drawn (a range, not the element: text can spill out of
      // its box), and whether its box hides some of it.
      const rows = await page.getByTestId('order-row').evaluateAll((links) =>
        links.map((row) => {
          const boxes: Box[] = [];
          for (const part of ['name', 'amount', 'date', 'status']) {
            const el = row.querySelector<HTMLElement>(`.order-${part}`);
            if (!el) throw new Error(`no ${part}`);
            const range = document.createRange();
            range.selectNodeContents(el);
            const r = range.getBoundingClientRect();
            boxes.push({
              part,
              text: el.innerText,
              left: r.left,
              right: r.right,
              top: r.top,
              bottom: r.bottom,
              clipped: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
            });
          }
          const b = row.getBoundingClientRect();
          return { row: { left: b.left, right: b.right, top: b.top, bottom: b.bottom }, boxes };
        }),
      );
      expect(rows.length).toBe(10);
      for (const { row, boxes } of rows) {
        for (const box of boxes) {
          expect(box.text.trim().length, box.part).toBeGreaterThan(0);
          expect(box.clipped, `${box.part} "${box.text}" is clipped`).toBe(false);
          expect(box.left, `${box.part} leaves the row`).toBeGreaterThanOrEqual(row.left);
          expect(box.right, `${box.part} leaves the row`).toBeLessThanOrEqual(row.right);
          expect(box.right, `${box.part} leaves the screen`).toBeLessThanOrEqual(width);
        }
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            const overlap =
              a.left < b.right - 0.5 &&
              b.left < a.right - 0.5 &&
              a.top < b.bottom - 0.5 &&
              b.top < a.bottom - 0.5;
            expect(overlap, `"${a.text}" overlaps "${b.text}"`).toBe(false);
          }
        }
      }
      // No sideways scrolling at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    },
  );
});
