import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font, type Glyph, type GlyphPosition } from 'fontkit';
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

// The fonts come from npm packages and are read from disk: nothing is fetched at run time.
// Fontsource splits Noto Sans by script; the Latin file lacks the rupee sign (U+20B9), which its
// Latin Extended file has, and Hindi's Devanagari is a family of its own (Noto Sans Devanagari,
// whose shaping tables fontkit reads to join conjuncts and place vowel signs), so each piece of
// text is set in whichever file holds its letters.
const require = createRequire(import.meta.url);
const fontFile = (family: string, subset: string, weight: number) =>
  woffToSfnt(
    readFileSync(
      require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`),
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

/** Pieces of text whose layout a font keeps (a few hundred kilobytes at most). */
const KEPT_LAYOUTS = 10_000;

/** A layout as pdfkit reads it: the glyphs, positions it scales, and their width once scaled. */
class KeptRun {
  constructor(
    readonly glyphs: Glyph[],
    readonly positions: GlyphPosition[],
  ) {}

  get advanceWidth(): number {
    return this.positions.reduce((width, p) => width + p.xAdvance, 0);
  }
}

/**
 * A font read once for every paper the process draws, which keeps the layout of each piece of
 * text it set: given the file, pdfkit would read the tables again for each paper, and lay out
 * each word again, which for a Devanagari word (its conjuncts and vowel signs found by the shaping
 * tables) takes a millisecond or two, most of a Hindi paper's time. A piece is laid out among
 * glyphs of its own, so the letters each glyph stands for in the PDF's text are the piece's,
 * whatever was drawn before: the same paper draws the same bytes.
 */
function font(sfnt: Buffer): Font {
  const read = create(sfnt) as Font;
  const glyphsOf = read as unknown as { _glyphs: object };
  const kept = new Map<string, { glyphs: Glyph[]; positions: GlyphPosition[] }>();
  const layout = (text: string, features?: string[] | Record<string, boolean>) => {
    if (features) return read.layout(text, features);
    let run = kept.get(text);
    if (!run) {
      const glyphs = glyphsOf._glyphs;
      glyphsOf._glyphs = {};
      try {
        const laid = read.layout(text);
        run = { glyphs: laid.glyphs, positions: laid.positions };
      } finally {
        glyphsOf._glyphs = glyphs;
      }
      if (kept.size >= KEPT_LAYOUTS) kept.delete(kept.keys().next().value ?? '');
      kept.set(text, run);
    }
    // pdfkit scales the positions it is given: each paper gets its own.
    return new KeptRun(
      run.glyphs,
      run.positions.map((p) => ({ ...p })),
    );
  };
  return new Proxy(read, {
    get: (target, key, receiver) =>
      key === 'layout' ? layout : (Reflect.get(target, key, receiver) as unknown),
  });
}

const FONTS = {
  text: font(fontFile('noto-sans', 'latin', 400)),
  bold: font(fontFile('noto-sans', 'latin', 700)),
  textExt: font(fontFile('noto-sans', 'latin-ext', 400)),
  boldExt: font(fontFile('noto-sans', 'latin-ext', 700)),
  textDeva: font(fontFile('noto-sans-devanagari', 'devanagari', 400)),
  boldDeva: font(fontFile('noto-sans-devanagari', 'devanagari', 700)),
} as const;

/**
 * Where every run's baseline sits below the top of its line, whatever its file: Noto Sans
 * Devanagari's ascent is lower than Noto Sans's, so a Hindi word beside a figure would otherwise
 * sit higher than it.
 */
const ASCENT = FONTS.text.ascent / FONTS.text.unitsPerEm;

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

/** The Devanagari file's letters (its unicode-range, less the signs the Latin files have). */
const DEVANAGARI: readonly [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
const inDevanagari = (cp: number) => DEVANAGARI.some(([from, to]) => cp >= from && cp <= to);
const hasDevanagari = (text: string) =>
  [...text].some((ch) => inDevanagari(ch.codePointAt(0) ?? 0));
/**
 * What stays in a Devanagari run when it comes after one: spaces (fewer changes of font in a
 * Hindi sentence), the joiners that choose a conjunct's form, and the dotted circle.
 */
const WITH_DEVANAGARI = new Set([0x20, 0xa0, 0x200c, 0x200d, 0x25cc]);

// A4 in points. The type is large for a page, so that a phone shows it readable at page width.
const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
const SIZE = { body: 12, small: 10.5, heading: 14, title: 20, lender: 15 } as const;
const LINE = 1.45;
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#cccccc';

type Doc = PDFKit.PDFDocument;
type Script = 'latin' | 'ext' | 'deva';
type Run = { text: string; script: Script };

/** The text split where it changes font file. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const last = runs[runs.length - 1];
    const script: Script =
      inDevanagari(cp) || (last?.script === 'deva' && WITH_DEVANAGARI.has(cp))
        ? 'deva'
        : inLatin(cp)
          ? 'latin'
          : 'ext';
    if (last && last.script === script) last.text += ch;
    else runs.push({ text: ch, script });
  }
  return runs;
}

const FONT_OF = {
  latin: { text: 'text', bold: 'bold' },
  ext: { text: 'textExt', bold: 'boldExt' },
  deva: { text: 'textDeva', bold: 'boldDeva' },
} as const satisfies Record<Script, Record<'text' | 'bold', keyof typeof FONTS>>;

const fontOf = (run: Run, bold: boolean) => FONT_OF[run.script][bold ? 'bold' : 'text'];

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text without its last letter as a reader sees it: a consonant keeps its vowel sign. */
function withoutLast(text: string): string {
  let cut = 0;
  for (const { index } of graphemes.segment(text)) cut = index;
  return text.slice(0, cut);
}

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
  let kept = text;
  let shown = text;
  let width = widthOf(doc, shown, o.size, bold);
  while (kept.length > 1 && width > o.width) {
    kept = withoutLast(kept);
    shown = `${kept}…`;
    width = widthOf(doc, shown, o.size, bold);
  }
  let at = o.right ? x + o.width - width : x;
  doc.fillColor(o.color ?? INK).fontSize(o.size);
  for (const r of runsOf(shown)) {
    doc.font(fontOf(r, bold)).text(r.text, at, y, { lineBreak: false, baseline: -ASCENT * o.size });
    at += doc.widthOfString(r.text);
  }
}

/** What `markDevanagari` reaches of pdfkit: how it draws one piece of a line. */
interface Fragments {
  _fragment(text: string, x: number, y: number, options: object): void;
  addContent(data: string): unknown;
}

/** A PDF text string of any letters: UTF-16BE after its byte order mark, in hex. */
const pdfText = (text: string) =>
  `<FEFF${Array.from({ length: text.length }, (_, i) =>
    text.charCodeAt(i).toString(16).padStart(4, '0'),
  ).join('')}>`;

/**
 * Marks every piece of Devanagari the paper draws with its letters as its ActualText, which
 * readers take instead of its glyphs when the text is copied, searched or read aloud: the glyphs
 * come in another order than the letters are written (a short i's sign before its consonant, a
 * reph after its cluster). The mark goes inside the piece's text object, the one place where the
 * glyphs' positions hold: pdfkit draws each piece under a transform of its own, undone at once
 * (test/hindi.test.ts reads the text back with pdftotext).
 */
function markDevanagari(doc: Doc): void {
  const d = doc as unknown as Fragments;
  const fragment = d._fragment.bind(doc);
  const addContent = d.addContent.bind(doc);
  d._fragment = (text, x, y, options) => {
    if (!hasDevanagari(text)) return fragment(text, x, y, options);
    d.addContent = (data) => {
      if (data === 'ET') addContent('EMC');
      addContent(data);
      if (data === 'BT') addContent(`/Span << /Lang (hi) /ActualText ${pdfText(text)} >> BDC`);
      return doc;
    };
    try {
      fragment(text, x, y, options);
    } finally {
      d.addContent = addContent;
    }
  };
}

/** Text that wraps within the page's width, from the current position. */
function paragraph(doc: Doc, text: string, size: number): void {
  const runs = runsOf(text);
  doc.fillColor(INK).fontSize(size);
  const width = PAGE.width - 2 * PAGE.margin;
  runs.forEach((r, i) => {
    doc.font(fontOf(r, false));
    const opts = {
      width,
      continued: i < runs.length - 1,
      lineGap: size * (LINE - 1),
      baseline: -ASCENT * size,
    };
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
  // pdfkit takes a font fontkit has read as it takes a file (a source with `layout`).
  for (const [name, f] of Object.entries(FONTS)) doc.registerFont(name, f as never);
  markDevanagari(doc);
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
