// Writes the link-preview image (1200×630 PNG, what Open Graph readers take) to
// public/illustrations/og-image.png from the shipped illustrations, with Debian's Chromium.
// Run: node frontend/scripts/generate-og-image.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const dir = join(import.meta.dirname, '..', 'public', 'illustrations');
const image = (name) => `data:image/svg+xml;base64,${readFileSync(join(dir, name)).toString('base64')}`;
const brand = process.env.VITE_BRAND_NAME?.trim() || 'Reto Emilio';

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:48px;padding:0 72px;box-sizing:border-box;
  background:radial-gradient(circle at 20% 0%,rgba(212,160,23,.25),transparent 50%),linear-gradient(180deg,#12301f,#0b1f15);
  font-family:'Montserrat','DejaVu Sans',sans-serif;color:#f4f1e6">
  <div style="flex:1">
    <div style="display:inline-block;padding:8px 18px;border:2px solid rgba(240,189,47,.5);border-radius:999px;color:#f0bd2f;font-weight:800;letter-spacing:.12em;font-size:22px">RETO DE 28 DÍAS</div>
    <div style="margin-top:28px;font-size:84px;font-weight:900;line-height:1;text-transform:uppercase">${brand}</div>
    <div style="margin-top:12px;font-size:64px;font-weight:900;color:#f0bd2f;text-transform:uppercase">4 Semanas</div>
    <div style="margin-top:24px;font-size:28px;color:#b9c4b5">Rutina, nutrición y acompañamiento directo</div>
  </div>
  <img src="${image('slider-1-before.svg')}" width="200" height="250" style="border-radius:18px;opacity:.9">
  <img src="${image('slider-1-after.svg')}" width="260" height="325" style="border-radius:18px;box-shadow:0 20px 50px rgba(0,0,0,.5)">
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: join(dir, 'og-image.png') });
await browser.close();
