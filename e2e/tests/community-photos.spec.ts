import { sunriseJpegWithGps, webpChunks } from '@reto/platform/testing';
import { expect, test, type Page } from '@playwright/test';
import {
  JOURNEY_TIMEOUT_MS,
  expectNoSeriousAxeViolations,
  publishToGroup,
  trainerOnCommunityTab,
  twoMembers,
  unique,
  useSystemNats,
} from './support.js';

const nats = useSystemNats();

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a photo in the group: posted from a phone, shown in the post at 360 and 1440 px without its location, and to the trainer who moderates it; axe clean', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const members = await twoMembers(browser, playwright, nats(), ['Lucia', 'Diego']);
  const { her: lucia, him: diego } = members;
  const diegoPage = await members.groupPage(diego, 'wide');
  const luciaPage = await members.groupPage(lucia, 'phone');

  await luciaPage.getByLabel('Foto').setInputFiles({
    name: 'amanecer.jpg',
    mimeType: 'image/jpeg',
    buffer: await sunriseJpegWithGps(),
  });
  await expect(luciaPage.getByAltText('Vista previa de tu foto')).toBeVisible();
  // words of this attempt's own: a retry's members share the group with the first attempt's post
  const sunrise = `antes del amanecer ${unique()}`;
  await luciaPage.getByLabel('Escribe en el grupo').fill(`Día 12: salí a correr ${sunrise} 🌄`);
  const thePost = await publishToGroup(luciaPage);

  for (const page of [luciaPage, diegoPage]) {
    const photo = thePost(page).getByAltText(/^Foto que compartió Lucia/);
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

  // Diego reports it; the trainer, at 1440 px, sees the photo itself in the moderation queue, and
  // still sees it once he has hidden the post (he is in no group: the panel fetches it as the admin).
  const inDiegos = thePost(diegoPage);
  await inDiegos.getByRole('button', { name: 'Reportar' }).click();
  await inDiegos.getByRole('button', { name: 'Sí, reportar' }).click();
  await expect(inDiegos.getByText('Gracias: el entrenador la revisará.')).toBeVisible();
  const trainer = await members.page('wide');
  await trainerOnCommunityTab(trainer);
  const reported = trainer
    .getByRole('list', { name: 'Publicaciones reportadas' })
    .getByRole('listitem')
    .filter({ hasText: sunrise });
  const queued = reported.getByRole('img', { name: /^Foto que compartió Lucia/ });
  await queued.scrollIntoViewIfNeeded();
  const loaded = () =>
    queued.evaluate((img: HTMLImageElement) => (img.tagName === 'IMG' && img.complete ? img.naturalWidth : 0));
  await expect.poll(loaded).toBe(1600);
  await reported.getByRole('button', { name: 'Ocultar' }).click();
  await expect(reported.getByRole('button', { name: 'Restaurar' })).toBeVisible();
  await expect(diegoPage.getByText(sunrise)).toHaveCount(0);
  await expect.poll(loaded).toBe(1600);
  expect(await noSidewaysScroll(trainer)).toBe(true);
  await trainer.screenshot({ path: 'test-results/screens/moderation-photo-1440.png', fullPage: true });
  await expectNoSeriousAxeViolations(trainer, 'the Comunidad tab with a reported photo at 1440 px');
  await trainer.setViewportSize({ width: 360, height: 800 });
  await queued.scrollIntoViewIfNeeded();
  expect(await noSidewaysScroll(trainer)).toBe(true);
  await trainer.screenshot({ path: 'test-results/screens/moderation-photo-360.png', fullPage: true });

  await members.close();
});
