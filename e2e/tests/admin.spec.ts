import { expect, request, test, type Page } from '@playwright/test';
import { sunriseJpegWithGps } from '@reto/platform/testing';
import { JOURNEY_TIMEOUT_MS, expectNoSeriousAxeViolations, signIn, unique } from './support.js';

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
/** A confirmation toast (role status; errors are alerts). */
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

/** A member and a pending review (the reviewer is not a buyer: proved in the background), made through the public API. */
async function memberWithPendingReview(id: string) {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const member = {
    username: `Lucía Panel ${id}`,
    email: `lucia.panel.${id}@example.com`,
    password: 'cuatro-semanas',
    gender: 'female',
    timezone: 'America/Mexico_City',
  };
  expect((await api.post('/api/register', { data: member })).status()).toBe(201);
  const review = await api.post('/api/submit-review', {
    multipart: {
      rating: '5',
      title: `Gran reto ${id}`,
      body: 'Las rutinas son claras y se notan los cambios desde la segunda semana.',
      name: `Reseñadora ${id}`,
      email: `resena.${id}@example.com`,
      photo: { name: 'progreso.jpg', mimeType: 'image/jpeg', buffer: await sunriseJpegWithGps() },
    },
  });
  expect(review.status()).toBeLessThan(300);
  expect(await review.json()).toMatchObject({ status: 'received' });
  await api.dispose();
  return member;
}

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 860 },
]) {
  test(`the trainer's panel on ${viewport.name}: videos, list import and bulk delete, access grant, review approval, audit`, async ({
    page,
  }) => {
    // The longest journey: 1.5 min on a fast host; past 3 on the slowest seen (2026-12-01, cut at 180 s).
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await page.setViewportSize(viewport);
    const id = unique();
    const member = await memberWithPendingReview(id);
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/admin-${viewport.name}-${name}.png`, fullPage: false });

    await page.goto('/auth');
    await signIn(page, process.env.E2E_ADMIN_USERNAME!, process.env.E2E_ADMIN_PASSWORD!);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
    await expect(tab(page, 'Videos')).toHaveAttribute('aria-selected', 'true');
    // Every tab in sight, on a phone too (none starts off the edge).
    for (const name of ['Videos', 'Usuarios', 'Accesos', 'Reseñas', 'Pagos', 'Comunidad', 'Auditoría', 'Seguridad']) {
      await expect(tab(page, name)).toBeInViewport({ ratio: 1 });
    }
    await expect(page.getByText('No hay video disponible para esta rutina').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'videos');
    await shot('videos');

    // Videos: the female version of the first exercise, from a youtu.be link; a bad link is refused.
    await page.getByRole('button', { name: 'Versión Mujeres' }).click();
    await expect(page.getByRole('button', { name: 'Versión Mujeres' })).toHaveAttribute('aria-pressed', 'true');
    const videoId = `e2e${id}`
      .replace(/[^\w-]/g, '')
      .padEnd(11, 'x')
      .slice(0, 11);
    await page.getByRole('button', { name: 'Editar video de Sentadilla con peso corporal' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Enlace de YouTube o ID del video').fill('https://vimeo.com/123456');
    await dialog.getByRole('button', { name: 'Guardar video' }).click();
    // the form's own message (a notification, also an alert, may sit inside the open dialog)
    await expect(dialog.locator('.admin-form__error')).toHaveText('El formato del enlace de video no es válido');
    await expectNoSeriousAxeViolations(page, 'edit-video dialog');
    await shot('dialog');
    await dialog.getByLabel('Enlace de YouTube o ID del video').fill(`https://youtu.be/${videoId}?si=compartido`);
    await dialog.getByRole('button', { name: 'Guardar video' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(videoId, { exact: true }).first()).toBeVisible();
    // The male version is unchanged.
    await page.getByRole('button', { name: 'Versión Hombres' }).click();
    await expect(page.getByRole('button', { name: 'Versión Hombres' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(videoId, { exact: true })).toHaveCount(0);
    // What still lacks a video, one week at a time: only those are listed, and counted.
    await page.getByLabel('Semana', { exact: true }).selectOption('2');
    await page.getByLabel('Solo sin video').check();
    await expect(page.getByTestId('missing-videos')).toHaveText(/^\d+ ejercicios? sin video en la versión de hombres$/);
    await expect(page.locator('.admin-exercise').first()).toBeVisible();
    await expect(page.locator('.admin-exercise__id')).toHaveCount(0);
    const days = (await page.locator('.admin-unit__order').allTextContents()).map(Number);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day >= 8 && day <= 14)).toBe(true);
    await page.getByLabel('Solo sin video').uncheck();
    await page.getByLabel('Semana', { exact: true }).selectOption('');

    // Accesos: import a list with one invalid address, select all, then delete the two with confirmation.
    await tab(page, 'Accesos').click();
    await page.getByRole('button', { name: 'Importación masiva' }).click();
    await expect(page.getByRole('button', { name: 'Añadir email' })).toHaveCount(0);
    await page
      .getByLabel('Emails separados por coma, punto y coma o salto de línea')
      .fill(`uno.${id}@example.com, dos.${id}@example.com;\nsin-arroba-${id}`);
    await expect(page.getByText(`Emails inválidos: 1 (sin-arroba-${id})`)).toBeVisible();
    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(toast(page, 'Importación completada')).toContainText(
      `2 añadidos, 0 ya estaban en la lista, 1 inválido: sin-arroba-${id}.`,
    );
    await page.getByLabel('Buscar email').fill(id);
    await expect(page.getByText(`uno.${id}@example.com`)).toBeVisible();
    const selectAll = page.getByLabel('Seleccionar todos');
    await selectAll.check();
    await expect(page.getByLabel(`Seleccionar uno.${id}@example.com`)).toBeChecked();
    await page.getByLabel(`Seleccionar dos.${id}@example.com`).uncheck();
    await expect(selectAll).not.toBeChecked();
    await page.getByLabel(`Seleccionar dos.${id}@example.com`).check();
    await expect(selectAll).toBeChecked();
    await expectNoSeriousAxeViolations(page, 'accesos');
    await shot('access');
    await page.getByRole('button', { name: 'Eliminar seleccionados (2)' }).click();
    await expect(page.getByRole('dialog')).toContainText('Se eliminarán 2 emails');
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Eliminación completada')).toContainText('2 eliminados.');
    await expect(page.getByText(`uno.${id}@example.com`)).toHaveCount(0);

    // Usuarios: find the member and grant the next edition.
    await tab(page, 'Usuarios').click();
    // The search is asked after a pause and its list replaces the unfiltered one, card and buttons
    // included (the list is away while it loads): act on the card once the search has answered. A
    // system with this one member shows "1 miembro" before the search too.
    const searched = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && response.request().postDataJSON()?.variables?.query === member.email,
    );
    await page.getByLabel('Buscar por nombre o email').fill(member.email);
    await searched;
    await expect(page.getByText('1 miembro', { exact: true })).toBeVisible();
    const card = page.locator('.admin-member').filter({ hasText: member.email });
    await expect(card).toContainText('Sin inscripciones');
    await card.getByRole('button', { name: 'Dar acceso a la próxima edición' }).click();
    await expect(toast(page, 'Acceso concedido')).toBeVisible();
    await expect(card).toContainText('Administrador');
    await expect(card).toContainText('Acceso próximo');
    await expectNoSeriousAxeViolations(page, 'usuarios');
    await shot('users');

    // Reseñas: approve the pending review.
    await tab(page, 'Reseñas').click();
    const review = page.getByTestId('pending-review').filter({ hasText: `Gran reto ${id}` });
    await expect(review).toBeVisible();
    // Its photo shows (fetched with the panel's credential: the admin path refuses a plain <img>).
    const photo = review.locator('img.admin-review__photo');
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(photo).toHaveAccessibleName(`Foto de la reseña de Reseñadora ${id}`);
    await expectNoSeriousAxeViolations(page, 'reseñas');
    await shot('reviews');
    await review.getByRole('button', { name: 'Aprobar' }).click();
    await expect(toast(page, 'Reseña aprobada')).toBeVisible();
    await expect(review).toHaveCount(0);

    // Auditoría: each of these actions, by the admin (the entries arrive through JetStream).
    await expect(async () => {
      await tab(page, 'Videos').click();
      await tab(page, 'Auditoría').click();
      const entries = page.getByTestId('audit-entry');
      await expect(entries.filter({ hasText: 'Video actualizado' }).first()).toBeVisible({ timeout: 2_000 });
      for (const action of [
        'Importación de emails',
        'Email pre-aprobado eliminado',
        'Acceso concedido',
        'Reseña aprobada',
      ]) {
        await expect(entries.filter({ hasText: action }).first()).toBeVisible({ timeout: 2_000 });
      }
      await expect(entries.filter({ hasText: member.email }).first()).toContainText('por admin', { timeout: 2_000 });
      // What was changed, in words: the exercise and its version, the review by its author; no ids.
      await expect(entries.filter({ hasText: 'Video actualizado' }).first()).toContainText('(versión mujeres)', {
        timeout: 2_000,
      });
      await expect(entries.filter({ hasText: 'Reseña aprobada' }).first()).toContainText('Reseña de ', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expectNoSeriousAxeViolations(page, 'auditoría');
    await shot('audit');
  });
}

// The diagnostic unregisters the service worker the app installed.
test.describe(() => {
  test.use({ serviceWorkers: 'allow' });

  test('/diagnostic signs out, clears storage, caches and service workers and lands on /auth; "Ir al Login" goes at once', async ({
    page,
  }) => {
    await page.goto('/auth');
    await signIn(page, process.env.E2E_ADMIN_USERNAME!, process.env.E2E_ADMIN_PASSWORD!);
    await expect(page).toHaveURL(/\/admin$/);
    await page.evaluate(`(async () => {
      localStorage.setItem('auth_token', 'viejo');
      sessionStorage.setItem('admin_auth', 'viejo');
      await (await caches.open('reto-viejo')).put('/viejo', new Response('x'));
    })()`);
    await page.goto('/diagnostic');
    await expect(page.getByRole('button', { name: 'Ir al Login' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'diagnostic');
    await expect(page).toHaveURL(/\/auth$/);
    expect(
      await page.evaluate(`(async () => ({
        local: localStorage.getItem('auth_token'),
        session: sessionStorage.getItem('admin_auth'),
        caches: await caches.keys(),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      }))()`),
    ).toEqual({ local: null, session: null, caches: [], workers: 0 });
    // As the page says, the login is asked again: the session ended on the server too.
    await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Iniciar Sesión' })).toBeVisible();

    await page.goto('/esta/ruta/no/existe');
    await page.getByRole('button', { name: 'Ejecutar Diagnóstico' }).click();
    await expect(page).toHaveURL(/\/diagnostic$/);
    await page.getByRole('button', { name: 'Ir al Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
