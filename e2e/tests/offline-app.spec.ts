import { expect, test, type Page } from '@playwright/test';
import { SystemNats } from '../support/system-nats.js';
import { enrolledMember, signInToDashboard, signOut, unique } from './support.js';

/** An installable app whose routine of the day still opens without a connection. */
let nats: SystemNats;

test.beforeAll(async () => {
  nats = await SystemNats.connect();
  // 12:00 in Mexico City on 2026-11-10: day 2 of edition 78.
  await nats.setClock(new Date('2026-11-10T18:00:00Z'));
});

test.afterAll(async () => {
  await nats.setClock(null).catch(() => undefined);
  await nats.close();
});

test.use({ viewport: { width: 360, height: 780 }, serviceWorkers: 'allow' });

/** Everything the browser keeps for this origin: both storages and the offline copy in IndexedDB. */
const storedText = (page: Page) =>
  // Browser-side code as text: the e2e project compiles without the DOM library.
  page.evaluate<string>(`(async () => {
    const idb = await new Promise((resolve) => {
      const open = indexedDB.open('reto-offline', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('apollo');
      open.onsuccess = () => {
        const read = open.result.transaction('apollo').objectStore('apollo').getAll();
        read.onsuccess = () => {
          open.result.close();
          resolve(JSON.stringify(read.result));
        };
      };
    });
    return JSON.stringify(localStorage) + JSON.stringify(sessionStorage) + idb;
  })()`);

test('the manifest is valid and the service worker controls the page', async ({ page, request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'Reto',
    start_url: '/dashboard',
    display: 'standalone',
    lang: 'es',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
    description: expect.stringContaining('sin conexión'),
  });
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/auth');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect
    .poll(() => page.evaluate<string | undefined>('navigator.serviceWorker.ready.then((ready) => ready.active?.state)'))
    .toBe('activated');
  await expect.poll(() => page.evaluate<boolean>('Boolean(navigator.serviceWorker.controller)')).toBe(true);
  // The caches carry the deployed build's id, so a new build (and the admin's clear) can tell them apart.
  await expect
    .poll(() => page.evaluate<string[]>('caches.keys()'))
    .toContainEqual(expect.stringMatching(/^reto-.+-precache/));
});

test("after one online visit, a reload offline shows the dashboard and today's workout; completing waits for the connection; logout leaves nothing", async ({
  page,
  context,
  request,
}) => {
  const member = await enrolledMember(request, nats, 'female', 'Ximena Offline');
  await page.goto('/auth');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await signInToDashboard(page, member.email, member.password);
  await expect(page.getByTestId('challenge-day')).toHaveText('DÍA 2 DEL RETO');
  // The dashboard loads today's whole routine in the background; the copy is saved a moment later.
  await expect
    .poll(async () => (await storedText(page)).split('"exercise(').length - 1, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(5);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('Sin conexión');
  await expect(page.getByTestId('challenge-day')).toHaveText('DÍA 2 DEL RETO');
  await page.getByTestId('main-button').click();
  await expect(page).toHaveURL(/\/workout\/2\/\d+$/);
  await expect(page.getByTestId('position')).toHaveText('Ejercicio 1 de 5');
  await page.reload();
  await expect(page.getByTestId('exercise-title')).toBeVisible();
  // Offline, a completion is refused with a clear message rather than lost.
  await expect(page.getByTestId('offline-complete')).toContainText('podrás marcar el ejercicio');
  await expect(page.getByTestId('mark-done')).toBeDisabled();
  // Every exercise of today opens offline, with its text and its technique card.
  for (let position = 2; position <= 5; position += 1) {
    await page.getByTestId('next-exercise').click();
    await expect(page.getByTestId('position')).toHaveText(`Ejercicio ${position} de 5`);
    await expect(page.getByTestId('exercise-title')).not.toBeEmpty();
    await expect(page.getByTestId('technique-card')).toBeVisible();
  }
  // What was never opened online says so, in Spanish, instead of loading forever.
  await page.goto('/workout/27/1');
  await expect(page.getByTestId('not-saved-offline')).toContainText('no se guardó para verlo sin internet');
  // The list of the 28 days was saved with them.
  await page.goto('/workouts');
  await expect(page.getByRole('heading', { name: 'Tus rutinas' })).toBeVisible();
  await expect(page.getByText('Día 2 de 28')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByTestId('position')).toHaveText('Ejercicio 5 de 5');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Marcar como completado' }).click();
  await expect(page.getByTestId('mark-done')).toHaveText('Completado');

  expect(await storedText(page)).toContain(member.email);
  await signOut(page);
  await expect.poll(() => storedText(page)).not.toContain(member.email);
  const stored = await storedText(page);
  for (const trace of [member.username, 'Ximena', '"exercise(', 'challengeDay']) expect(stored).not.toContain(trace);
});

test('after one online visit, the last page of the group and the conversation with the coach open offline, with the offline notice', async ({
  page,
  context,
  request,
}) => {
  const member = await enrolledMember(request, nats, 'female', 'Yolanda Offline');
  // her own words, so her post is found whatever else the edition's group holds
  const words = `hoy entreno en el parque ${unique()}`;
  const post = page.getByRole('article', { name: new RegExp(words) });
  await page.goto('/auth');
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await signInToDashboard(page, member.email, member.password);
  await page.goto('/grupo');
  await page.getByLabel('Escribe en el grupo').fill(`Día 2: ${words}`);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(post).toContainText(words);
  await page.reload();
  await expect(post).toContainText(words);
  // the page as read, her post in it, is in the saved copy a moment later (before leaving it; an
  // earlier copy of the group, with other members' posts, may be there already)
  await expect.poll(() => storedText(page), { timeout: 15_000 }).toContain(words);
  await page.goto('/mensajes');
  await page.getByLabel('Escribe a tu entrenador').fill('¿Puedo hacer la rutina por la noche?');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Conversación con tu entrenador' })).toContainText('por la noche');
  await page.reload();
  await expect(page.getByRole('list', { name: 'Conversación con tu entrenador' })).toContainText('por la noche');
  await expect.poll(() => storedText(page), { timeout: 15_000 }).toContain('por la noche');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('Sin conexión');
  await expect(page.getByRole('list', { name: 'Conversación con tu entrenador' })).toContainText('por la noche');
  await page.goto('/grupo');
  await expect(page.getByTestId('offline-banner')).toContainText('Sin conexión');
  await expect(post).toContainText(words);
  await page.screenshot({ path: 'test-results/screens/group-offline-360.png', fullPage: true });
  await context.setOffline(false);
});

test('on a phone, the install offer appears from the second visit and can be dismissed for good', async ({
  page,
  context,
  request,
}) => {
  const member = await enrolledMember(request, nats, 'female', 'Ximena Offline');
  await signInToDashboard(page, member.email, member.password);
  await expect(page.getByTestId('challenge-day')).toBeVisible();
  await expect(page.getByTestId('install-prompt')).toHaveCount(0);

  // A second visit: a new tab (a new browser session for the page) in the same browser.
  const second = await context.newPage();
  await second.goto('/dashboard');
  const offer = second.getByTestId('install-prompt');
  await expect(offer).toContainText('Instala Reto en tu teléfono');
  await offer.getByRole('button', { name: 'Ahora no' }).click();
  await expect(offer).toHaveCount(0);
  await second.reload();
  await expect(second.getByTestId('challenge-day')).toBeVisible();
  await expect(second.getByTestId('install-prompt')).toHaveCount(0);
});

test("on a phone, with the install offer showing, nothing covers the workout's main button at any scroll position", async ({
  context,
  request,
}) => {
  const member = await enrolledMember(request, nats, 'female', 'Ximena Offline');
  const first = await context.newPage();
  await first.setViewportSize({ width: 360, height: 740 });
  await signInToDashboard(first, member.email, member.password);
  await expect(first.getByTestId('challenge-day')).toBeVisible();
  // The second visit shows the offer.
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  await page.getByTestId('main-button').click();
  await expect(page).toHaveURL(/\/workout\/2\/\d+$/);
  await expect(page.getByTestId('install-prompt')).toBeVisible();
  await expect(page.getByTestId('mark-done')).toBeVisible();

  // Every 10 px from the top to the bottom of the page: wherever the button is on screen (and not
  // behind the app's own header or bottom bar), it is what a finger at its centre touches.
  const sweep = await page.evaluate<{ checked: number; covered: string[] }>(`(() => {
    const button = document.querySelector('[data-testid="mark-done"]');
    const header = document.querySelector('.app-header').getBoundingClientRect();
    const bar = document.querySelector('.bottom-nav');
    const barTop = bar ? bar.getBoundingClientRect().top : innerHeight;
    const covered = [];
    let checked = 0;
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y <= end + 10; y += 10) {
      scrollTo(0, Math.min(y, end));
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const middle = box.top + box.height / 2;
      if (middle < header.bottom || middle > barTop) continue;
      checked += 1;
      const hit = document.elementFromPoint(x, middle);
      if (!button.contains(hit)) covered.push(y + ': ' + (hit ? hit.className || hit.tagName : 'nothing'));
    }
    return { checked, covered };
  })()`);
  expect(sweep.covered).toEqual([]);
  expect(sweep.checked).toBeGreaterThan(5);
});
