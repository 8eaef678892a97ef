/**
 * Renders the demo pictures (avatars and product images) from SVG to PNG with Chromium.
 * Run once when changing them: `npx tsx scripts/render-demo-assets.ts`; the PNGs are committed.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';

const out = path.resolve('apps/api/src/db/demo-assets');

const avatar = (initials: string, from: string, to: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="256" height="256" fill="url(#g)"/>
  <text x="128" y="150" font-family="DejaVu Sans, sans-serif" font-size="92" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;

const product = (label: string, colour: string, shape: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
  <rect width="320" height="320" fill="#f4f7fb"/>
  <circle cx="160" cy="140" r="96" fill="${colour}" opacity="0.12"/>
  ${shape}
  <text x="160" y="292" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="600" fill="#334155" text-anchor="middle">${label}</text>
</svg>`;

const capsule = (c: string) =>
  `<g transform="rotate(-35 160 140)"><rect x="90" y="112" width="140" height="56" rx="28" fill="#fff" stroke="${c}" stroke-width="6"/><path d="M160 112 h42 a28 28 0 0 1 0 56 h-42 z" fill="${c}"/></g>`;
const inhaler = (c: string) =>
  `<rect x="128" y="60" width="64" height="120" rx="14" fill="${c}"/><rect x="112" y="168" width="96" height="52" rx="10" fill="#1e3a5f"/><rect x="136" y="44" width="48" height="24" rx="6" fill="#94a3b8"/>`;
const vial = (c: string) =>
  `<rect x="124" y="72" width="72" height="140" rx="12" fill="#fff" stroke="#94a3b8" stroke-width="5"/><rect x="124" y="140" width="72" height="72" rx="10" fill="${c}" opacity="0.8"/><rect x="118" y="52" width="84" height="26" rx="6" fill="#475569"/>`;
const injector = (c: string) =>
  `<g transform="rotate(-30 160 140)"><rect x="70" y="118" width="180" height="44" rx="22" fill="${c}"/><rect x="70" y="118" width="60" height="44" rx="22" fill="#1e293b"/><rect x="250" y="132" width="24" height="16" rx="4" fill="#f59e0b"/></g>`;

const assets: Record<string, string> = {
  'avatar-healthpro.png': avatar('AO', '#0b7285', '#1098ad'),
  'avatar-member.png': avatar('SM', '#2f9e44', '#37b24d'),
  'avatar-member2.png': avatar('LF', '#5f3dc4', '#7048e8'),
  'avatar-supplier.png': avatar('NP', '#1864ab', '#1c7ed6'),
  'avatar-distributor.png': avatar('TC', '#c2255c', '#e64980'),
  'product-amoxicillin.png': product('Amoxicillin 500 mg', '#e8590c', capsule('#e8590c')),
  'product-salbutamol.png': product('Salbutamol 100 mcg', '#1c7ed6', inhaler('#1c7ed6')),
  'product-insulin.png': product('Insulin glargine', '#0ca678', vial('#0ca678')),
  'product-epinephrine.png': product('Epinephrine 0.3 mg', '#f08c00', injector('#f08c00')),
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [name, svg] of Object.entries(assets)) {
  const size = name.startsWith('avatar') ? 256 : 320;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({ path: path.join(out, name), clip: { x: 0, y: 0, width: size, height: size } });
}
await browser.close();
console.log(`Rendered ${Object.keys(assets).length} pictures into ${out}`);
