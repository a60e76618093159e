import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * A paper a borrower keeps, as PDF (docs/decisions/112-papers-as-pdf.md): everything on it is
 * already in words and figures of the borrower's language and market, so drawing is a pure
 * function of what was stored when it was issued, and draws the same again later.
 */
export interface PaperLayout {
  /** The lender, as the market's app config names it. */
  lender: string;
  /** India: "Lending service provider: …"; absent where the market has none. */
  provider?: string | undefined;
  title: string;
  /** Number, date, borrower, loan: label and value, in order. */
  facts: [string, string][];
  sections: PaperSection[];
  /** The footer of every page; `{page}` and `{pages}` are filled in. */
  pageOf: string;
}

export interface PaperSection {
  heading: string;
  /** Label and value rows, the value set to the right. */
  rows?: [string, string][];
  /** A table: the last column of each row, usually an amount, is set to the right. */
  table?: { columns: string[]; rows: string[][] };
  /** Text that wraps. */
  paragraphs?: string[];
  /** A last row set in bold, such as a total. */
  total?: [string, string];
}

// The fonts come from an npm package and are read from disk: nothing is fetched at run time.
// Fontsource splits Noto Sans by script; the Latin file lacks the rupee sign (U+20B9), which its
// Latin Extended file has, so each piece of text is set in whichever of the two holds its letters.
const require = createRequire(import.meta.url);
const fontFile = (subset: string, weight: number) =>
  woffToSfnt(
    readFileSync(
      require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`),
    ),
  );

/**
 * A WOFF file as the plain font (sfnt) it wraps, its tables inflated once when the server starts:
 * fontkit would otherwise inflate them again, in JavaScript, for every paper drawn, which took
 * most of a paper's time.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const head = 12 + 16 * count;
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(head + tables.reduce((n, t) => n + padded(t.data.length), 0));
  // The sfnt header: its flavour, then the table count and the search fields derived from it.
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = head;
  tables.forEach((t, i) => {
    out.writeUInt32BE(t.tag, 12 + i * 16);
    out.writeUInt32BE(t.checksum, 16 + i * 16);
    out.writeUInt32BE(offset, 20 + i * 16);
    out.writeUInt32BE(t.data.length, 24 + i * 16);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}
const FONTS = {
  text: fontFile('latin', 400),
  bold: fontFile('latin', 700),
  textExt: fontFile('latin-ext', 400),
  boldExt: fontFile('latin-ext', 700),
} as const;

/** The Latin file's unicode-range, as the package's stylesheet declares it. */
const LATIN: readonly [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const inLatin = (cp: number) => LATIN.some(([from, to]) => cp >= from && cp <= to);

// A4 in points. The type is large for a page, so that a phone shows it readable at page width.
const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
const SIZE = { body: 12, small: 10.5, heading: 14, title: 20, lender: 15 } as const;
const LINE = 1.45;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#cccccc';

type Doc = PDFKit.PDFDocument;
type Run = { text: string; ext: boolean };

/** The text split where it changes font file. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const ext = !inLatin(ch.codePointAt(0) ?? 0);
    const last = runs[runs.length - 1];
    if (last && last.ext === ext) last.text += ch;
    else runs.push({ text: ch, ext });
  }
  return runs;
}

const fontOf = (run: Run, bold: boolean) =>
  run.ext ? (bold ? 'boldExt' : 'textExt') : bold ? 'bold' : 'text';

function widthOf(doc: Doc, text: string, size: number, bold = false): number {
  doc.fontSize(size);
  return runsOf(text).reduce((w, r) => w + doc.font(fontOf(r, bold)).widthOfString(r.text), 0);
}

/** One line at (x, y), cut short with an ellipsis if it is wider than `width`. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  o: { size: number; bold?: boolean; width: number; right?: boolean; color?: string },
): void {
  const bold = o.bold ?? false;
  let shown = text;
  let width = widthOf(doc, shown, o.size, bold);
  while (shown.length > 1 && width > o.width) {
    shown = `${shown.slice(0, -2)}…`;
    width = widthOf(doc, shown, o.size, bold);
  }
  let at = o.right ? x + o.width - width : x;
  doc.fillColor(o.color ?? INK).fontSize(o.size);
  for (const r of runsOf(shown)) {
    doc.font(fontOf(r, bold)).text(r.text, at, y, { lineBreak: false });
    at += doc.widthOfString(r.text);
  }
}

/** Text that wraps within the page's width, from the current position. */
function paragraph(doc: Doc, text: string, size: number): void {
  const runs = runsOf(text);
  doc.fillColor(INK).fontSize(size);
  const width = PAGE.width - 2 * PAGE.margin;
  runs.forEach((r, i) => {
    doc.font(fontOf(r, false));
    const opts = { width, continued: i < runs.length - 1, lineGap: size * (LINE - 1) };
    if (i === 0) doc.text(r.text, PAGE.margin, doc.y, opts);
    else doc.text(r.text, opts);
  });
}

const rowHeight = (size: number) => size * LINE + 6;
const bottom = () => PAGE.height - PAGE.margin - 28;

/** Room for `height` more on this page, or a new page. */
function room(doc: Doc, height: number): void {
  if (doc.y + height > bottom()) {
    doc.addPage();
    doc.y = PAGE.margin;
  }
}

function rule(doc: Doc, y: number, color = RULE): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.7)
    .strokeColor(color)
    .stroke();
}

function header(doc: Doc, paper: PaperLayout): void {
  const width = PAGE.width - 2 * PAGE.margin;
  const x = PAGE.margin;
  let y = PAGE.margin;
  line(doc, paper.lender, x, y, { size: SIZE.lender, bold: true, width });
  y += rowHeight(SIZE.lender);
  if (paper.provider) {
    line(doc, paper.provider, x, y, { size: SIZE.small, width, color: MUTED });
    y += rowHeight(SIZE.small);
  }
  rule(doc, y + 2, INK);
  y += 14;
  line(doc, paper.title, x, y, { size: SIZE.title, bold: true, width });
  y += rowHeight(SIZE.title) + 4;
  for (const [label, value] of paper.facts) {
    line(doc, label, x, y, { size: SIZE.body, width: width * 0.42, color: MUTED });
    line(doc, value, x + width * 0.42, y, { size: SIZE.body, width: width * 0.58, bold: true });
    y += rowHeight(SIZE.body);
  }
  doc.y = y + 8;
}

function labelled(doc: Doc, rows: [string, string][], bold = false): void {
  const width = PAGE.width - 2 * PAGE.margin;
  for (const [label, value] of rows) {
    room(doc, rowHeight(SIZE.body));
    const y = doc.y;
    line(doc, label, PAGE.margin, y, { size: SIZE.body, width: width * 0.6, bold });
    line(doc, value, PAGE.margin + width * 0.6, y, {
      size: SIZE.body,
      width: width * 0.4,
      right: true,
      bold,
    });
    rule(doc, y + rowHeight(SIZE.body) - 3);
    doc.y = y + rowHeight(SIZE.body);
  }
}

/** Text broken into lines that fit `width`, at spaces, at most `most` of them (the last cut short). */
function wrapped(doc: Doc, text: string, width: number, size: number, most: number): string[] {
  if (widthOf(doc, text, size) <= width) return [text];
  // Each word measured once: measuring every growing line again took most of a long table's time.
  const space = widthOf(doc, ' ', size);
  const lines: string[] = [];
  let current = '';
  let used = 0;
  for (const word of text.split(' ')) {
    const w = widthOf(doc, word, size);
    if (current && used + space + w > width && lines.length < most - 1) {
      lines.push(current);
      current = word;
      used = w;
    } else {
      current = current ? `${current} ${word}` : word;
      used = current === word ? w : used + space + w;
    }
  }
  lines.push(current);
  return lines;
}

function table(doc: Doc, t: NonNullable<PaperSection['table']>): void {
  const width = PAGE.width - 2 * PAGE.margin;
  const n = t.columns.length;
  // The first column takes what the others leave; amounts need no more than a fixed share.
  const other = Math.min(0.24, 0.6 / Math.max(1, n - 1));
  const widths = t.columns.map((_, i) => (i === 0 ? 1 - other * (n - 1) : other) * width);
  const draw = (cells: string[], bold: boolean) => {
    // A long description (a payment's way and reference) goes on to a second line.
    const first = wrapped(doc, cells[0] ?? '', (widths[0] ?? 0) - 6, SIZE.small, 2);
    const height = rowHeight(SIZE.small) + (first.length - 1) * SIZE.small * LINE;
    room(doc, height);
    const y = doc.y;
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      // A gap between columns, none after the last, which ends at the margin as rows do.
      const gap = i === cells.length - 1 ? 0 : 6;
      const lines = i === 0 ? first : [cell];
      lines.forEach((text, j) =>
        line(doc, text, x, y + j * SIZE.small * LINE, {
          size: SIZE.small,
          width: w - gap,
          right: i > 0,
          bold,
        }),
      );
      x += w;
    });
    rule(doc, y + height - 3);
    doc.y = y + height;
  };
  draw(t.columns, true);
  for (const row of t.rows) {
    // A table continued on a new page starts again with its columns.
    if (doc.y + 2 * rowHeight(SIZE.small) > bottom()) {
      room(doc, 2 * rowHeight(SIZE.small));
      draw(t.columns, true);
    }
    draw(row, false);
  }
}

function footers(doc: Doc, paper: PaperLayout): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin, where pdfkit would otherwise start a page for it.
    doc.page.margins.bottom = 0;
    const text = paper.pageOf.replace('{page}', String(i + 1)).replace('{pages}', String(count));
    const y = PAGE.height - PAGE.margin - 12;
    rule(doc, y - 6);
    line(doc, text, PAGE.margin, y, {
      size: SIZE.small,
      width: PAGE.width - 2 * PAGE.margin,
      color: MUTED,
    });
  }
}

/** Draws the paper: A4, fonts embedded (subset to the letters used), page numbers on each page. */
export function drawPaper(paper: PaperLayout, issuedAt: Date): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    // Text that wraps onto a new page breaks above the footer, not through it.
    margins: {
      top: PAGE.margin,
      left: PAGE.margin,
      right: PAGE.margin,
      bottom: PAGE.height - bottom(),
    },
    bufferPages: true,
    autoFirstPage: true,
    // The same paper draws the same bytes: no clock of its own in the file.
    info: { Title: paper.title, Author: paper.lender, CreationDate: issuedAt, ModDate: issuedAt },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  header(doc, paper);
  for (const s of paper.sections) {
    room(doc, rowHeight(SIZE.heading) + rowHeight(SIZE.body));
    doc.y += 6;
    line(doc, s.heading, PAGE.margin, doc.y, {
      size: SIZE.heading,
      bold: true,
      width: PAGE.width - 2 * PAGE.margin,
    });
    doc.y += rowHeight(SIZE.heading);
    for (const p of s.paragraphs ?? []) {
      paragraph(doc, p, SIZE.body);
      doc.y += 6;
    }
    if (s.rows) labelled(doc, s.rows);
    if (s.table) table(doc, s.table);
    if (s.total) labelled(doc, [s.total], true);
  }
  footers(doc, paper);
  doc.end();
  return done;
}
