// Draws the installable app's PNG icons (src/lib/web-app-manifest.ts) from public/favicon.svg with
// the e2e suite's Chromium: `node scripts/icons.mjs` after changing the favicon, then commit
// public/icons/*.png. «any» icons are the favicon as drawn; maskable and Apple ones fill the square
// with its background (the platform cuts the shape) and keep the car inside the safe zone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib/wrangler.mjs';

const favicon = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
const background = /<rect\b[^>]*fill="(#[0-9a-f]+)"[^>]*\/>/i.exec(favicon);
if (!background) throw new Error('public/favicon.svg has no background <rect fill="#…"/>');
const car = favicon.replace(background[0], '').replace(/^<svg[^>]*>|<\/svg>$/g, '');
// The car drawn at 80 % around the square's centre: well inside a maskable icon's 40 % radius.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background[1]}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16.5)">${car}</g></svg>`;

const ICONS = [
  { file: 'app-192.png', size: 192, svg: favicon },
  { file: 'app-512.png', size: 512, svg: favicon },
  { file: 'app-maskable-192.png', size: 192, svg: fullBleed },
  { file: 'app-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(root, 'public', 'icons', file), omitBackground: true });
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
