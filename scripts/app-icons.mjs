#!/usr/bin/env node
/**
 * The installable app's icons, drawn from the favicon's chart glyph: `node scripts/app-icons.mjs`
 * writes apps/web/public/icons/*.png (committed; run again only when the logo changes).
 * icon-192/512: the favicon as it is (rounded tile). maskable-512: full-bleed navy with the glyph
 * inside the safe zone (the launcher crops to its own shape). apple-touch-icon: full-bleed, iOS
 * rounds it. badge-96: the glyph alone in white, for the status bar (Android uses its alpha only).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/icons');
const NAVY_950 = '#0b1730';
const glyph = (color) => `<path d="M9 10v14M16 7v12M23 12v10" stroke="${color}" stroke-width="2" stroke-linecap="round"/>`
  + `<rect x="7" y="14" width="4" height="6" rx="1" fill="${color}"/><rect x="14" y="10" width="4" height="6" rx="1" fill="${color}"/>`
  + `<rect x="21" y="15" width="4" height="5" rx="1" fill="${color}"/>`;
const svg = (viewBox, body) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`);
const tile = svg('0 0 32 32', `<rect width="32" height="32" rx="8" fill="${NAVY_950}"/>${glyph('#34d399')}`);
const bleed = (pad) => svg(`${-pad} ${-pad} ${32 + 2 * pad} ${32 + 2 * pad}`, `<rect x="${-pad}" y="${-pad}" width="${32 + 2 * pad}" height="${32 + 2 * pad}" fill="${NAVY_950}"/>${glyph('#34d399')}`);

const icons = [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['maskable-512.png', bleed(8), 512],
  ['apple-touch-icon.png', bleed(3), 180],
  ['badge-96.png', svg('5 5 22 22', glyph('#ffffff')), 96],
];
for (const [name, source, size] of icons) {
  await sharp(source, { density: 72 * Math.ceil(size / 32) }).resize(size, size).png({ compressionLevel: 9, palette: name.startsWith('badge') }).toFile(path.join(out, name));
  console.log(`${name} ${size}x${size}`);
}
