import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect } from 'vitest';
import { session } from './browser.ts';
import { it } from './fixtures.ts';
import { baseUrl } from './support-api.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Decision 058: the developer preview never reaches a borrower. That a staging build has it, and
// what it does there, is tested beside the page (apps/web/src/features/preview/
// test-preview-page.test.tsx): a staging build of its own cost this file a minute of CPU.
describe('/testPreview in the production build', () => {
  it('is in no file of the build, and its address is a page not found', async ({
    phone: { page },
  }) => {
    const dist = path.join(root, 'apps/web/dist');
    const files = (await readdir(dist, { recursive: true })).filter((f) =>
      /\.(js|html|json|css)$/.test(f),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(await readFile(path.join(dist, file), 'utf8'), file).not.toMatch(
        /testPreview|test-preview/i,
      );
    }
    await page.goto(`${baseUrl}/testPreview?${session('demo-in')}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
