import { expect, test, type Page } from '@playwright/test';
import config, { FULL_CHROMIUM } from '../playwright.config.js';
import { enrolledMember, expectNoSeriousAxeViolations, signInToDashboard, useSystemNats } from './support.js';

const nats = useSystemNats();

// Push goes through the app's service worker. The full browser: the headless shell never saved a
// time filled into the field and left.
test.use({
  serviceWorkers: 'allow',
  launchOptions: { ...config.use?.launchOptions, executablePath: FULL_CHROMIUM },
});

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the settings page: reminder switches saved at once, the local time, push asked for only when switched on', async ({
  page,
  playwright,
}) => {
  await nats().setClock(new Date('2026-11-10T18:00:00Z'));
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const member = await enrolledMember(api, nats(), 'female', 'Ines');
  await page.setViewportSize({ width: 360, height: 800 });
  await signInToDashboard(page, member.email, member.password);
  await page.goto('/settings');

  const reminders = page.getByRole('region', { name: 'Recordatorios' });
  const daily = page.getByRole('switch', { name: 'Recordatorio diario' });
  const nudge = page.getByRole('switch', { name: 'Aviso de racha' });
  const push = page.getByRole('switch', { name: 'Notificaciones en este dispositivo' });
  await expect(daily).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-checked', 'true');
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Hora del recordatorio')).toHaveValue('08:00');
  // "Volver al inicio" is a link as wide as its words, not a full-width box.
  const back = await page.getByRole('link', { name: /Volver al inicio/ }).boundingBox();
  expect(back!.width).toBeLessThan(200);
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.screenshot({ path: 'test-results/screens/settings-360.png', fullPage: true });

  await nudge.click();
  await expect(nudge).toHaveAttribute('aria-checked', 'false');
  await expect(reminders.getByRole('status')).toHaveText('Preferencias guardadas');
  await page.getByLabel('Hora del recordatorio').fill('19:30');
  await page.getByLabel('Hora del recordatorio').blur();
  await expect(reminders.getByRole('status')).toHaveText('Preferencias guardadas');

  // Headless Chromium has no push service: the permission is asked for now, and refused.
  await push.click();
  await expect(reminders.getByRole('status')).toHaveText(/bloqueó las notificaciones|No diste permiso/);
  await expect(push).toHaveAttribute('aria-checked', 'false');

  await page.reload();
  await expect(nudge).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Hora del recordatorio')).toHaveValue('19:30');
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/settings-1440.png', fullPage: true });
  await api.dispose();
});

test('the link at the foot of a reminder turns it off without signing in, and a forged one is refused', async ({
  page,
}) => {
  await page.goto('/unsubscribe?token=1.daily.forged');
  await expect(page.getByRole('alert')).toHaveText(/El enlace para darte de baja no es válido/);
  await expect(page.getByRole('link', { name: 'Elegir mis recordatorios' })).toBeVisible();
});
