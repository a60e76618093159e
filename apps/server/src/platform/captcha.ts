import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * The landing page's image captcha (docs/product.md#otp-and-captcha): four characters drawn into a
 * PNG here, with no native dependency. A raster with per-glyph rotation, a wave and crossing
 * strokes costs a bot far more than text or vector paths would, and it is small enough for a slow
 * phone (a few KB).
 */

// No 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B: a person must never fail on a look-alike.
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY3479';

export function newCaptchaAnswer(length = 4): string {
  let answer = '';
  for (let i = 0; i < length; i++) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

/** Case and surrounding spaces are not the test; the characters are. */
export function captchaMatches(answer: string, given: string): boolean {
  return given.trim().toUpperCase() === answer;
}

type Point = [number, number];
type Stroke = Point[];

// Strokes on a 4 × 6 grid, y downwards.
const P: Stroke = [
  [0, 6],
  [0, 0],
  [3, 0],
  [4, 1],
  [4, 2],
  [3, 3],
  [0, 3],
];
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.8, 3.8],
      [3.2, 3.8],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.4, 2.6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.5],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [P],
  R: [
    P,
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  '3': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1.5, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
    ],
  ],
};

export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 80;

type Rgb = [number, number, number];

class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
    background: Rgb,
  ) {
    this.px = new Uint8Array(w * h * 3);
    for (let i = 0; i < w * h; i++) this.px.set(background, i * 3);
  }

  /** An anti-aliased thick segment: every pixel near it is blended by its distance. */
  line(a: Point, b: Point, radius: number, color: Rgb): void {
    const [x0, y0] = a;
    const [x1, y1] = b;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1) - radius - 1));
    const maxX = Math.min(this.w - 1, Math.ceil(Math.max(x0, x1) + radius + 1));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1) - radius - 1));
    const maxY = Math.min(this.h - 1, Math.ceil(Math.max(y0, y1) + radius + 1));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2));
        const d = Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
        const alpha = Math.max(0, Math.min(1, radius - d + 0.5));
        if (alpha > 0) this.blend(x, y, color, alpha);
      }
    }
  }

  private blend(x: number, y: number, color: Rgb, alpha: number): void {
    const i = (y * this.w + x) * 3;
    color.forEach((value, c) => {
      this.px[i + c] = Math.round((this.px[i + c] ?? 0) * (1 - alpha) + value * alpha);
    });
  }

  png(): Buffer {
    const raw = Buffer.alloc((this.w * 3 + 1) * this.h);
    for (let y = 0; y < this.h; y++) {
      // Each row starts with its filter type: 0, none.
      raw[y * (this.w * 3 + 1)] = 0;
      raw.set(this.px.subarray(y * this.w * 3, (y + 1) * this.w * 3), y * (this.w * 3 + 1) + 1);
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(this.w, 0);
    ihdr.writeUInt32BE(this.h, 4);
    ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter set, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);

function darkColor(): Rgb {
  const base = [rand(10, 90), rand(10, 90), rand(40, 120)].sort(() => Math.random() - 0.5);
  return base.map(Math.round) as Rgb;
}

/** Draws `answer` as a PNG. Each call draws it differently; the answer is what stays. */
export function renderCaptcha(answer: string): Buffer {
  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [
    Math.round(rand(225, 250)),
    Math.round(rand(225, 250)),
    Math.round(rand(225, 250)),
  ]);
  const wave = { amplitude: rand(2, 4), period: rand(30, 50), phase: rand(0, Math.PI * 2) };
  const warp = ([x, y]: Point): Point => [
    x,
    y + wave.amplitude * Math.sin(x / wave.period + wave.phase),
  ];

  // Faint noise strokes behind the glyphs.
  for (let i = 0; i < 4; i++) {
    const color: Rgb = [rand(150, 210), rand(150, 210), rand(150, 210)].map(Math.round) as Rgb;
    canvas.line(
      [rand(0, 60), rand(0, CAPTCHA_HEIGHT)],
      [rand(180, CAPTCHA_WIDTH), rand(0, CAPTCHA_HEIGHT)],
      1.2,
      color,
    );
  }

  const cell = CAPTCHA_WIDTH / (answer.length + 0.5);
  [...answer].forEach((char, index) => {
    const strokes = GLYPHS[char] ?? [];
    const scaleX = rand(8, 10.5);
    const scaleY = rand(7.5, 9);
    const angle = rand(-0.35, 0.35);
    const cx = cell * (index + 0.75) + rand(-5, 5);
    const cy = CAPTCHA_HEIGHT / 2 + rand(-4, 4);
    const color = darkColor();
    const place = ([gx, gy]: Point): Point => {
      const x = (gx - 2) * scaleX;
      const y = (gy - 3) * scaleY;
      return warp([
        cx + x * Math.cos(angle) - y * Math.sin(angle),
        cy + x * Math.sin(angle) + y * Math.cos(angle),
      ]);
    };
    for (const stroke of strokes) {
      for (const [s, b] of stroke.entries()) {
        const a = stroke[s - 1];
        if (!a) continue;
        // Short pieces, so the wave bends the strokes instead of only moving their ends.
        const pieces = 4;
        for (let k = 0; k < pieces; k++) {
          const lerp = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
          canvas.line(place(lerp(k / pieces)), place(lerp((k + 1) / pieces)), 2.6, color);
        }
      }
    }
  });

  // Two crossing strokes over the glyphs, in the glyphs' own darkness.
  for (let i = 0; i < 2; i++) {
    const color = darkColor();
    let prev: Point = [0, rand(10, CAPTCHA_HEIGHT - 10)];
    const drift = rand(-0.25, 0.25);
    for (let x = 12; x <= CAPTCHA_WIDTH; x += 12) {
      const next: Point = [x, prev[1] + drift * 12 + rand(-3, 3)];
      canvas.line(prev, next, 1.1, color);
      prev = next;
    }
  }
  return canvas.png();
}
