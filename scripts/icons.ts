/**
 * The installable app's PNG icons, drawn from public/favicon.svg by headless Chromium (the one the
 * e2e tests use): no image library needed. Run once when the favicon changes and commit the PNGs:
 *   npx tsx scripts/icons.ts
 * - pwa-192.png, pwa-512.png ("any"): the card on a transparent square, as the favicon.
 * - pwa-maskable-512.png: the card inside the central 80% circle (the safe zone a launcher's mask
 *   keeps, https://w3c.github.io/manifest/#icon-masks) on a full-bleed background.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { browserPath } from './lib/browser';

/** The maskable icon's background: the light blue of the card's own chip. */
const MASK_BACKGROUND = '#dbe6fe';
const favicon = readFileSync('public/favicon.svg', 'utf8');
// The favicon's card is 28 × 20 units in a 32-unit box.
const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The favicon's drawing at `scale` of the icon's width, centred, on an optional background. */
function iconSvg(size: number, scale: number, background?: string): string {
  // A wider viewBox around the 32-unit drawing shrinks it to `scale` of the icon.
  const box = 32 / scale;
  const at = -(box - 32) / 2;
  const fill = background
    ? `<rect x="${at}" y="${at}" width="${box}" height="${box}" fill="${background}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${at} ${at} ${box} ${box}">${fill}${inner}</svg>`;
}

const ICONS = [
  // The card spans 28/32 of the favicon; at scale 1 it fills the icon edge to edge, less margins.
  { file: 'public/pwa-192.png', size: 192, svg: iconSvg(192, 1) },
  { file: 'public/pwa-512.png', size: 512, svg: iconSvg(512, 1) },
  // Card half-diagonal at scale s: 512·s·√(14²+10²)/32 ≤ 0.4·512 (safe zone) → s ≤ 0.74; 0.7 leaves
  // a margin.
  { file: 'public/pwa-maskable-512.png', size: 512, svg: iconSvg(512, 0.7, MASK_BACKGROUND) },
];

const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox'] });
for (const { file, size, svg } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg}`);
  await page.locator('svg').screenshot({ path: file, omitBackground: true });
  await page.close();
  console.log(`${file}: ${size}×${size}`);
}
await browser.close();
