import { describe, expect } from 'vitest';
import { session, caughtUp } from './browser.ts';
import { it } from './fixtures.ts';
import { photo } from './photo.ts';
import { baseUrl, disbursedLoan, newBorrower, postJson } from './support-api.ts';

/**
 * The details page asks for a rating this long after it opens, when there is an answer to rate
 * (RATE_DELAY_MS in apps/web/src/features/complaint/complaint-details-page.tsx).
 */
const RATE_DELAY_MS = 3_000;

const WORDS = {
  IN: {
    product: 2,
    amount: 1_000_000,
    empty: 'Please fill in your comments and suggestions',
    blocked: 'The selected order does not support sending collection types',
    inProgress: 'In progress',
    resolved: 'Resolved',
    regulator: /RBI/,
    late: /^Our answer was due by .+ and is late\./,
  },
  ID: {
    product: 4,
    amount: 200_000_000,
    empty: 'Silakan isi komentar dan saran Anda',
    blocked: 'Pesanan yang dipilih tidak mendukung pengaduan jenis penagihan',
    inProgress: 'Dalam proses',
    resolved: 'Selesai',
    regulator: /OJK/,
    late: /^Jawaban kami seharusnya sudah Anda terima paling lambat .+ dan kini terlambat\./,
  },
} as const;

describe('complaints', () => {
  it.for(['IN', 'ID'] as const)(
    '%s: complains with two photos from loan details, finds it in the list, reads the answer and rates it',
    async (market, { phone: { page, problems } }) => {
      const w = WORDS[market];
      // The page's own clock, so the rating's delay is run through rather than waited out.
      await page.clock.install();
      const loan = await disbursedLoan(market, { productId: w.product, amount: w.amount });

      // From loan details, the complaint page opens with this loan chosen.
      await page.goto(`${baseUrl}/borrowDetail?orderId=${loan.orderId}&${loan.b}`);
      await page.getByTestId('details-complaint').click();
      await page.waitForURL(/\/complaint\?/);
      expect(new URL(page.url()).searchParams.get('orderNo')).toBe(String(loan.orderId));
      await page.getByTestId('cp-loan-summary').first().waitFor();

      // The loan was never overdue: collection conduct is refused, and says why.
      await page.getByTestId('cp-type').first().click();
      expect(await page.getByTestId('cp-blocked').innerText()).toContain(w.blocked);
      expect(await page.getByTestId('cp-subtypes').count()).toBe(0);
      // "All loans" lists the borrower's loans with this one marked.
      await page.getByTestId('cp-all-loans').click();
      expect(await page.getByTestId('cp-loan').first().getAttribute('aria-pressed')).toBe('true');
      await page.keyboard.press('Escape');

      await page.getByTestId('cp-type').nth(1).click();
      await page.waitForURL(/\/complainPageNext\?/);
      const form = new URL(page.url()).searchParams;
      expect(form.get('problemType')).not.toBe('1');
      expect(form.get('orderNo')).toBe(String(loan.orderId));

      // Empty: the localised message. Too long: the extra is ignored.
      await page.getByTestId('cp-submit').click();
      expect(await page.getByTestId('cp-empty').innerText()).toBe(w.empty);
      await page.getByTestId('cp-text').fill('x'.repeat(250));
      expect(await page.getByTestId('cp-counter').innerText()).toBe('200/200');
      const text = `The fee on my statement is not the one I agreed to (${market}).`;
      await page.getByTestId('cp-text').fill(text);
      expect(await page.getByTestId('cp-counter').innerText()).toBe(`${text.length}/200`);

      // A camera's 4000 × 3000 photo and a small one: shrunk on the phone, then sent.
      const photos = [await photo(page, 4000, 3000, 20), await photo(page, 800, 600, 200)];
      await page.getByTestId('cp-add-photo').setInputFiles(photos);
      await page.locator('.cp-photo-sent').nth(1).waitFor();
      expect(await page.getByTestId('cp-photo').count()).toBe(2);

      // The webview is killed while the borrower is in the gallery (its sessionStorage goes with
      // it) and opened again on the form: the words and both photos are still there, sent.
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await expect.poll(() => page.getByTestId('cp-text').inputValue()).toBe(text);
      expect(await page.getByTestId('cp-counter').innerText()).toBe(`${text.length}/200`);
      await expect.poll(() => page.locator('.cp-photo-sent').count()).toBe(2);
      await expect
        .poll(() =>
          page
            .getByTestId('cp-photo')
            .locator('img')
            .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)),
        )
        .toEqual([1600, 800]);

      // A double tap makes one complaint.
      const formUrl = page.url();
      await page.getByTestId('cp-submit').dblclick();
      await page.getByTestId('cp-success').waitFor();
      const reference = await page.getByTestId('cp-reference').innerText();
      expect(reference).toMatch(new RegExp(`^TNC-${market}-\\d{6}$`));
      const answerBy = await page.getByTestId('cp-due').innerText();
      expect(answerBy).not.toBe('');
      // The reference stays until the borrower is done with it, however long they take.
      await page.clock.runFor(60_000);
      expect(await page.getByTestId('cp-reference').isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/complainPageNext');
      await page.getByTestId('cp-done').click();
      await page.waitForURL(/\/complaint\?/, { timeout: 5000 });
      // Sent, the form starts empty again.
      const complaintPage = page.url();
      await page.goto(formUrl);
      await caughtUp(page);
      expect(await page.getByTestId('cp-text').inputValue()).toBe('');
      expect(await page.getByTestId('cp-photo').count()).toBe(0);
      await page.goto(complaintPage);

      await page.getByTestId('cp-my').click();
      await page.waitForURL(/\/complaintList/);
      await page.getByTestId('cp-tab').first().waitFor();
      expect(await page.getByTestId('cp-tab').allInnerTexts()).toEqual([w.inProgress, w.resolved]);
      expect(await page.getByTestId('cp-item').count()).toBe(1);
      expect(await page.getByTestId('cp-item').innerText()).toContain(reference);
      // Each complaint says by when the lender answers it.
      expect(await page.getByTestId('cp-item-due').innerText()).toContain(answerBy);
      await page.getByTestId('cp-item').click();
      await page.waitForURL(/\/complainDetails\?/);
      const problemId = Number(new URL(page.url()).searchParams.get('problemId'));
      expect(await page.getByTestId('cp-content').innerText()).toBe(text);
      expect(await page.getByTestId('cp-reference').innerText()).toBe(reference);
      await expect.poll(() => page.getByTestId('cp-thumb').count()).toBe(2);
      // The photo arrived shrunk to 1600 px, and a tap shows it across the screen.
      await page.getByTestId('cp-thumb').first().click();
      const viewer = page.getByTestId('cp-viewer').locator('img');
      await expect
        .poll(() => viewer.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(1600);
      await page.getByTestId('cp-viewer').getByRole('button').click();
      // Before any answer, it already says where the borrower may escalate, and from when.
      const before = await page.getByTestId('cp-escalate').innerText();
      expect(before).toMatch(w.regulator);
      expect(before).toContain(answerBy);

      // The lender's staff answer; the borrower sees it, is asked to rate, and rates it low.
      const answer = await postJson('/film/dev/complaints/answer', {
        problemId,
        text: 'We have refunded the difference to your account.',
      });
      expect(answer.code).toBe(0);
      await page.reload();
      await page.getByTestId('cp-result').getByText('We have refunded').waitFor();
      await caughtUp(page);
      await page.clock.runFor(RATE_DELAY_MS);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('radio').nth(1).click();
      await page.getByTestId('cp-rate-submit').click();
      // The escalation pointer is on screen all along, so the rating is seen taken by its score
      // replacing the question.
      await page.getByTestId('cp-score').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      expect(await dialog.count()).toBe(0);
      expect(await page.getByTestId('cp-escalate').innerText()).toMatch(w.regulator);
      // Rated once: opened again, it is not asked again.
      await page.reload();
      // Drawn as rated, and caught up, the page has decided whether to ask; past the delay on
      // its clock, a rating it meant to ask for would be on screen.
      await page.getByTestId('cp-score').waitFor();
      await caughtUp(page);
      await page.clock.runFor(2 * RATE_DELAY_MS);
      await caughtUp(page);
      expect(await page.getByRole('dialog').count()).toBe(0);

      await page.goto(`${baseUrl}/complaintList?${loan.b}`);
      await page.getByTestId('cp-tab').nth(1).click();
      expect(await page.getByTestId('cp-item').innerText()).toContain(reference);
      expect(problems).toEqual([]);
    },
  );

  it.for(['IN', 'ID'] as const)(
    '%s: complains about collection conduct on a loan that was overdue',
    async (market, { phone: { page, problems } }) => {
      const s = session(market === 'IN' ? 'demo-in' : 'demo-id');
      const init = await postJson('/h5-api/v3/user-problem/problem-init', {}, `?${s}`);
      const overdue = (init.data.orderList as { orderNo: string; isShow: number }[]).find(
        (o) => o.isShow === 1,
      );
      if (!overdue) throw new Error('the demo borrower has no overdue loan');
      await page.goto(`${baseUrl}/complaint?orderNo=${overdue.orderNo}&${s}`);
      // The loan's logo is a file of the site, the same for everyone: no session in its address.
      const logo = page.getByTestId('cp-loan-summary').first().locator('img');
      expect(await logo.getAttribute('src')).toMatch(/^\/products\/[\w-]+\.svg$/);
      await page.getByTestId('cp-type').first().click();
      await page.getByTestId('cp-subtype').first().click();
      await page.waitForURL(/\/complainPageNext\?/);
      const form = new URL(page.url()).searchParams;
      expect([form.get('problemType'), form.get('orderNo')]).toEqual(['1', overdue.orderNo]);
      expect(form.get('problemSonType')).toMatch(/^\d+$/);
      // The form names what it is about: the type, the sub-type and the loan.
      expect((await page.getByTestId('cp-about').innerText()).split(' · ')).toHaveLength(3);
      await page.getByTestId('cp-text').fill('The agent called me at 11 at night.');
      await page.getByTestId('cp-submit').click();
      await page.getByTestId('cp-success').waitFor();
      expect(problems).toEqual([]);
    },
  );

  it('tells where to escalate once the answer is late, in both markets', async ({
    phone: { page, problems },
    clock,
  }) => {
    await page.clock.install();
    const made = [];
    for (const market of ['IN', 'ID'] as const) {
      const borrower = await newBorrower(market);
      const saved = await postJson(
        '/h5-api/v3/user-problem/problem-save',
        { problemType: 6, problemDetail: 'The app logs me out every day.' },
        `?${borrower.b}`,
      );
      made.push({ ...borrower, problemId: saved.data.problemId as number });
    }
    for (const { b, problemId } of made) {
      await page.goto(`${baseUrl}/complainDetails?problemId=${problemId}&${b}`);
      await page.getByTestId('cp-result').waitFor();
      // On time: where, and from the day after the due date.
      expect(await page.getByTestId('cp-escalate').innerText()).toContain(
        await page.getByTestId('cp-due').innerText(),
      );
    }
    // Past 30 calendar days (India) and 10 working days (Indonesia), unanswered.
    await clock.advanceDays(32);
    for (const { market, phone, problemId } of made) {
      // A month on, the shell signs the same borrower in again.
      const again = await newBorrower(market, { phone });
      await page.goto(`${baseUrl}/complainDetails?problemId=${problemId}&${again.b}`);
      await page.getByTestId('cp-escalate').waitFor();
      const said = await page.getByTestId('cp-escalate').innerText();
      expect(said).toMatch(WORDS[market].regulator);
      // Unanswered past its date, the answer's place admits the delay, with the date it was due.
      const due = await page.getByTestId('cp-due').innerText();
      const waiting = await page.getByTestId('cp-waiting').innerText();
      expect(waiting).toMatch(WORDS[market].late);
      expect(waiting).toContain(due);
      // Both name the lender's grievance officer from the app config, with a number to call.
      expect(await page.getByTestId('cp-escalate').locator('a[href^="tel:"]').count()).toBe(1);
      // The regulator's address is there to tap, its host allowed by the app config.
      expect(await page.getByTestId('cp-regulator').getAttribute('href')).toBe(
        market === 'IN' ? 'https://cms.rbi.org.in/' : 'https://kontak157.ojk.go.id/',
      );
      // No answer yet: nothing to rate. Drawn from its answer (the escalation shows) and caught
      // up, the page has decided whether to ask; past the delay on its clock, it has not asked.
      await caughtUp(page);
      await page.clock.runFor(2 * RATE_DELAY_MS);
      await caughtUp(page);
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
    expect(problems).toEqual([]);
  });

  it('takes nine photos at most, and a failed one can be removed', async ({ phone: { page } }) => {
    const loan = await disbursedLoan('IN', { productId: 2, amount: 1_000_000 });
    await page.goto(`${baseUrl}/complainPageNext?problemType=2&orderNo=${loan.orderId}&${loan.b}`);
    await page.getByTestId('cp-add-photo').waitFor({ state: 'attached' });
    const nine = await Promise.all(
      Array.from({ length: 10 }, (_, i) => photo(page, 320, 240, i * 30)),
    );
    await page.getByTestId('cp-add-photo').setInputFiles(nine.slice(0, 5));
    await page.getByTestId('cp-add-photo').setInputFiles(nine.slice(5));
    expect(await page.getByTestId('cp-photo').count()).toBe(9);
    expect(await page.getByTestId('cp-add-photo').count()).toBe(0);
    await page.locator('.cp-photo-sent').nth(8).waitFor();

    // A file that is no picture is refused by the server, and can be removed.
    await page.getByTestId('cp-photo-remove').first().click();
    await page.getByTestId('cp-add-photo').setInputFiles({
      name: 'note.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await page.locator('.cp-photo-failed').waitFor();
    await page.getByTestId('cp-text').fill('Photos');
    await page.getByTestId('cp-submit').click();
    expect(await page.locator('.cp-photo-failed').count()).toBe(1);
    await page.locator('.cp-photo-failed').getByTestId('cp-photo-remove').click();
    expect(await page.getByTestId('cp-photo').count()).toBe(8);
    await page.getByTestId('cp-submit').click();
    await page.getByTestId('cp-success').waitFor();
  });
});
