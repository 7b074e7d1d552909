// Renders the app icons of both variants from icons/*.svg into public/ (PNG and WebP) with
// Debian's Chromium. Run after changing an icon: `node packages/web/scripts/icons.ts`.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const SIZES: [string, number, 'png' | 'webp'][] = [
  ['192x192.png', 192, 'png'],
  ['192x192.webp', 192, 'webp'],
  ['512x512.png', 512, 'png'],
  ['512x512.webp', 512, 'webp'],
  ['maskable-512x512.png', 512, 'png'],
  ['apple-touch-icon.png', 180, 'png'],
  ['favicon-32x32.png', 32, 'png'],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const prefix of ['festival', 'duck']) {
  const svg = await readFile(path.join(root, 'icons', `${prefix}.svg`), 'utf8');
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  for (const [suffix, size, type] of SIZES) {
    const dataUrl = await page.evaluate(
      async ({ src, size, type }) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        canvas.getContext('2d')?.drawImage(img, 0, 0, size, size);
        return canvas.toDataURL(`image/${type}`, 0.9);
      },
      { src, size, type },
    );
    const out = path.join(root, 'public', `${prefix}-${suffix}`);
    await writeFile(out, Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    console.log(out);
  }
}
await browser.close();
