import { expect, test } from '@playwright/test';
import { enrolledMember, fillBodyData, signInToDashboard, verifyEmail, useSystemNats } from './support.js';

const nats = useSystemNats();

test("an enrolled member does today's routine: the unit completes and the streak grows; she gets the female videos", async ({
  page,
  playwright,
}) => {
  // 12:00 in Mexico City on 2026-11-09: day 1 of edition 78.
  await nats().setClock(new Date('2026-11-09T18:00:00Z'));
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const member = await enrolledMember(api, nats(), 'female', 'Valeria');
  // No video ids are seeded: the trainer sets the female videos of the first two routines.
  await nats().setFirstVideos('female', { 1: 'RtoM11Sem01', 2: 'RtoM21Sem01' });
  await signInToDashboard(page, member.email, member.password);

  await expect(page.getByTestId('challenge-day')).toHaveText('DÍA 1 DEL RETO');
  await expect(page.getByTestId('elapsed')).toHaveText(/Reto transcurrido\s*4%/);
  await expect(page.getByTestId('today-date')).toHaveText('lunes, 9 de noviembre de 2026');
  await expect(page.getByTestId('current-streak')).toHaveText('0 días seguidos');
  await expect(page.getByTestId('today-bubble')).toContainText('RUTINA');

  await page.getByTestId('main-button').click();
  await expect(page).toHaveURL(/\/workout\/1\/\d+$/);
  await expect(page.getByTestId('unit-title')).toHaveText('SEMANA 1 - RUTINA #1');
  const overlay = page.getByTestId('video-overlay');
  await expect(overlay).toContainText('Toca para reproducir');
  await expect(overlay).toHaveAttribute('data-video-id', 'RtoM11Sem01');
  await overlay.click();
  await expect(page.getByTestId('video-frame')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/RtoM11Sem01?autoplay=1&rel=0&playsinline=1',
  );
  await expect(page.getByText('Haz 35 minutos de cardio al terminar', { exact: false })).toBeVisible();
  await expect(page.getByTestId('technique-card')).toContainText('Pies a la anchura de los hombros');

  for (let position = 1; position <= 5; position += 1) {
    await expect(page.getByTestId('position')).toHaveText(`Ejercicio ${position} de 5`);
    await page.getByRole('button', { name: 'Marcar como completado' }).click();
    await expect(page.getByTestId('mark-done')).toHaveText('Completado');
    if (position < 5) await page.getByTestId('next-exercise').click();
  }
  await expect(page.getByTestId('unit-complete')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('current-streak')).toHaveText('1 día seguido');
  await expect(page.getByTestId('best-streak')).toHaveText('1 día');
  await expect(page.getByTestId('day-map').locator('[data-status]').first()).toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('progress')).toHaveText(/Días del reto cumplidos\s*4%/);

  await page.goto('/workouts');
  // One row per week; a chosen unit opens below its week.
  await page.getByTestId('unit-1').click();
  await expect(page.getByTestId('unit-detail')).toContainText('COMPLETADA');
  await expect(page.getByTestId('unit-detail')).toContainText('5/5');
  // A finished day offers doing it again, not starting it.
  await expect(page.getByTestId('unit-detail').getByRole('link', { name: 'Repetir rutina' })).toBeVisible();
  await expect(page.getByTestId('unit-detail').getByRole('link', { name: 'Empezar' })).toHaveCount(0);
  await page.getByTestId('unit-7').click();
  await expect(page.getByTestId('unit-detail')).toContainText('Recuperación');
  // A day to come: a locked preview of its exercises' names, nothing to open.
  await page.getByTestId('unit-2').click();
  await expect(page.getByTestId('unit-locked')).toHaveText('Se desbloquea el día 2');
  await expect(page.getByTestId('unit-exercises').locator('li')).toHaveText([
    'Flexiones de pecho',
    'Flexiones inclinadas',
    'Fondos en silla',
    'Flexiones diamante',
    'Plancha con toque de hombro',
  ]);
  await expect(page.getByTestId('unit-detail').getByRole('link')).toHaveCount(0);

  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Valeria');
  await expect(page.getByTestId('access-card')).toContainText('Acceso al reto activo');
  await expect(page.getByTestId('access-range')).toHaveText('9 de noviembre de 2026 – 6 de diciembre de 2026');
  await expect(page.getByTestId('live-clock')).toHaveText(/^\d{1,2}:\d{2}:\d{2}\s?(a|p)\.?\s?m\.?$/);
  await api.dispose();
});

test('a rest day shows DESCANSO, and the settings page changes the timezone and the day', async ({
  page,
  playwright,
}) => {
  // 17:30 in Mexico City on 2026-11-15 (day 7, a rest day) is already 00:30 on 2026-11-16 in Madrid (day 8).
  await nats().setClock(new Date('2026-11-15T23:30:00Z'));
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const member = await enrolledMember(api, nats(), 'male', 'Valeria');
  await signInToDashboard(page, member.email, member.password);

  await expect(page.getByTestId('challenge-day')).toHaveText('DÍA 7 DEL RETO');
  await expect(page.getByTestId('today-bubble')).toContainText('DESCANSO');
  await expect(page.getByTestId('main-button')).toHaveText('DÍA DE DESCANSO');
  let alert = '';
  page.once('dialog', (dialog) => {
    alert = dialog.message();
    void dialog.accept();
  });
  await page.getByTestId('main-button').click();
  await expect.poll(() => alert).toContain('día de descanso');

  await page.goto('/settings');
  await expect(page.getByTestId('current-timezone')).toHaveText('Actual: Ciudad de México');
  const save = page.getByRole('button', { name: 'Guardar zona horaria' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Tu zona horaria').selectOption('Europe/Madrid');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(
    page.getByText('Zona horaria actualizada correctamente. Las rutinas diarias se ajustarán a tu horario local.'),
  ).toBeVisible();
  await expect(page.getByTestId('current-timezone')).toHaveText('Actual: Madrid / Barcelona');
  await expect(save).toBeDisabled();

  await page.getByRole('link', { name: /Volver al inicio/ }).click();
  await expect(page.getByTestId('challenge-day')).toHaveText('DÍA 8 DEL RETO');
  await api.dispose();
});

test('a member without a nutrition plan opens it from her profile, gives her data and gets it; the dashboard leads to it too', async ({
  page,
  request,
}) => {
  await nats().setClock(new Date('2026-11-10T18:00:00Z'));
  const member = await enrolledMember(request, nats(), 'female', 'Paloma Ruiz');
  await signInToDashboard(page, member.email, member.password);
  await verifyEmail(page, member.email);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Mi plan nutricional' }).click();
  await expect(page).toHaveURL(/\/nutrition-plan-results$/);
  await expect(page.getByTestId('nutrition-missing')).toHaveText(
    'Aún no tenemos tus datos para calcular tu plan. Complétalos y lo calculamos al momento.',
  );
  await fillBodyData(page, { name: 'Paloma Ruiz', email: member.email, age: '34' });
  await page.getByRole('button', { name: 'Calcular mi plan' }).click();
  // Mifflin-St Jeor for a woman (her account's version): 64 kg, 168 cm, 34 years, moderate, losing fat.
  await expect(page.getByTestId('nutrition-calories')).toHaveText('1606 kcal');
  // Her plan, inside the member area: its title (not a registration's), the navigation, her palette.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu plan nutricional');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-palette', 'female');

  // Kept by the server: the dashboard's link opens the same plan on another visit.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Mi plan nutricional', exact: true }).click();
  await expect(page.getByTestId('nutrition-calories')).toHaveText('1606 kcal');
});
