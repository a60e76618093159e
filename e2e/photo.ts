import type { Page } from 'playwright-core';

/** A photo as a phone's camera makes one: a JPEG of `width` × `height`, drawn by Chromium itself. */
export async function photo(page: Page, width: number, height: number, hue: number) {
  const base64 = await page.evaluate(
    async ({ width, height, hue }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const c = canvas.getContext('2d');
      if (!c) throw new Error('no canvas');
      const gradient = c.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `hsl(${hue} 70% 45%)`);
      gradient.addColorStop(1, `hsl(${hue + 90} 70% 60%)`);
      c.fillStyle = gradient;
      c.fillRect(0, 0, width, height);
      c.fillStyle = '#fff';
      c.font = `${Math.round(height / 8)}px sans-serif`;
      c.fillText('Evidence', width / 10, height / 2);
      const blob = await new Promise<Blob>((r) =>
        canvas.toBlob((b) => r(b ?? new Blob()), 'image/jpeg', 0.95),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      return btoa(s);
    },
    { width, height, hue },
  );
  return { name: `IMG_${hue}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
