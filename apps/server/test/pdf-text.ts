import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * PDFs read back as a reader would, with Poppler's pdftotext (scripts/ensure-poppler.sh installs
 * it). Its files live in a folder of the test file's own, removed after it.
 */
export function pdfReader() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenora-pdf-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let files = 0;
  return {
    dir,
    /** A fresh file name in the folder, for a PDF or a picture of one. */
    next: () => path.join(dir, String(++files)),
    /** The PDF's text, laid out as on the page, spaces between words made plain. */
    text(pdf: Buffer): string {
      const file = path.join(dir, `${++files}.pdf`);
      writeFileSync(file, pdf);
      return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
        /[\u00a0\u202f]/g,
        ' ',
      );
    },
  };
}
