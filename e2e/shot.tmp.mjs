import { chromium } from '@playwright/test';
const [,, url, out, width = '360', slice = '1400'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 }, extraHTTPHeaders: { 'X-Country-Code': 'MX' } });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('response', (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
await page.goto(url, { waitUntil: 'networkidle' });
for (let y = 0; y < 20000; y += 600) { await page.evaluate((v) => window.scrollTo(0, v), y); await page.waitForTimeout(40); }
await page.evaluate(() => window.scrollTo(0, 0));
await page.waitForTimeout(300);
const height = await page.evaluate(() => document.documentElement.scrollHeight);
let n = 0;
for (let y = 0; y < height; y += Number(slice)) {
  await page.screenshot({ path: `${out}_${n}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(Number(slice), height - y) } });
  n += 1;
}
console.log('height', height, 'slices', n, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth), 'errors', errors);
await browser.close();
