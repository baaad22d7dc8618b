import { sunriseJpegWithGps, webpChunks } from '@reto/platform/testing';
import { expect, test, type Page } from '@playwright/test';
import { enrolledMember, expectNoSeriousAxeViolations, signInToDashboard, useSystemNats } from './support.js';

const nats = useSystemNats();

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a photo in the group: posted from a phone, shown in the post at 360 and 1440 px without its location; axe clean', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  await nats().setClock(new Date('2026-11-20T18:00:00Z'));
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const lucia = await enrolledMember(api, nats(), 'female', 'Lucia');
  const diego = await enrolledMember(api, nats(), 'male', 'Diego');
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const wide = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const luciaPage = await phone.newPage();
  const diegoPage = await wide.newPage();
  await signInToDashboard(diegoPage, diego.email, diego.password);
  await diegoPage.goto('/grupo');
  await signInToDashboard(luciaPage, lucia.email, lucia.password);
  await luciaPage.goto('/grupo');

  await luciaPage.getByLabel('Foto').setInputFiles({
    name: 'amanecer.jpg',
    mimeType: 'image/jpeg',
    buffer: await sunriseJpegWithGps(),
  });
  await expect(luciaPage.getByAltText('Vista previa de tu foto')).toBeVisible();
  await luciaPage.getByLabel('Escribe en el grupo').fill('Día 12: salí a correr antes del amanecer 🌄');
  await luciaPage.getByRole('button', { name: 'Publicar' }).click();

  for (const page of [luciaPage, diegoPage]) {
    const photo = page.getByRole('article', { name: /^Lucia/ }).getByAltText(/^Foto que compartió Lucia/);
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('loading', 'lazy');
    // lazy: it loads as it comes into view
    await photo.scrollIntoViewIfNeeded();
    // loaded, re-encoded, at its stored size
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  }
  const src = await luciaPage.locator('.group-post__photo').first().getAttribute('src');
  const served = await luciaPage.request.get(src!);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(webpChunks(await served.body()).filter((chunk) => ['EXIF', 'XMP '].includes(chunk))).toEqual([]);

  expect(await noSidewaysScroll(luciaPage)).toBe(true);
  await luciaPage.screenshot({ path: 'test-results/screens/group-photo-360.png', fullPage: true });
  await diegoPage.screenshot({ path: 'test-results/screens/group-photo-1440.png', fullPage: true });
  await expectNoSeriousAxeViolations(luciaPage, '/grupo with a photo at 360 px');
  await expectNoSeriousAxeViolations(diegoPage, '/grupo with a photo at 1440 px');

  await phone.close();
  await wide.close();
  await api.dispose();
});
