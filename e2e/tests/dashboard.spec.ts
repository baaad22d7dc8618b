import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enrolledMember, signInToDashboard, verifyEmail, useSystemNats } from './support.js';

const nats = useSystemNats();

/** Noon in Mexico City on challenge day `day` of edition 78 (day 1 is 2026-11-09). */
const noonOnDay = (day: number) => new Date(Date.UTC(2026, 10, 8 + day, 18));

/** Marks today's exercises done over the member's API session: all of them, or the first `count`. */
async function completeToday(api: APIRequestContext, count?: number) {
  const { todaysUnit } = (await (await api.get('/api/challenge-day')).json()) as {
    todaysUnit: { id: number; exercises: Array<{ id: number }> };
  };
  for (const { id } of todaysUnit.exercises.slice(0, count)) {
    expect((await api.post(`/api/exercises/${id}/complete`, { data: { unitId: todaysUnit.id } })).status()).toBe(200);
  }
}

/** Nothing on the page is wider than the window: no sideways scroll. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';

for (const member of [
  { gender: 'female', name: 'Valeria', at: 'T18:00:00Z', theme: 'light' },
  { gender: 'male', name: 'Carlos', at: 'T23:30:00Z', theme: 'dark' },
] as const) {
  test(`the ${member.gender} dashboard shows today's routine, the 28-day map and the streaks, and never scrolls sideways at 360 px`, async ({
    page,
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await nats().setClock(noonOnDay(1));
    const account = await enrolledMember(api, nats(), member.gender, member.name);
    await verifyEmail(page, account.email);
    // Days 1-6 done (7 is a rest day), 8 and 9 left, 10-12 done; on day 13 the first exercise is done.
    for (const day of [1, 2, 3, 4, 5, 6, 10, 11, 12]) {
      await nats().setClock(noonOnDay(day));
      await completeToday(api);
    }
    await nats().setClock(noonOnDay(13));
    await completeToday(api, 1);

    // The browser's own hour picks the day or night theme (16:00 in Mexico City).
    await page.clock.setFixedTime(new Date(`2026-11-21${member.at}`));
    await page.setViewportSize({ width: 360, height: 780 });
    await signInToDashboard(page, account.email, account.password);
    // A member of some days: welcome and timezone question answered.
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page.getByRole('button', { name: 'Sí, es correcta' }).click();
    // The sign-in's welcome toast leaves by itself TOAST_DURATION_MS after it showed (its close button is
    // Toast.spec's): a click on it after the two dialogs raced that on a slow machine.
    await expect(page.getByTestId('toast').filter({ hasText: /¡Bienvenid[ao]!/ })).toBeHidden();
    await expect(page.getByTestId('user-name')).toHaveText(member.name);
    await expect(page.getByTestId('challenge-day')).toHaveText('DÍA 13 DEL RETO');

    const today = page.getByTestId('today-routine');
    await expect(today.getByRole('heading', { name: 'SEMANA 2 - RUTINA #6' })).toBeVisible();
    await expect(today.getByRole('link')).toHaveCount(5);
    await expect(today.locator('.today-exercise__figure')).toHaveCount(5);
    await expect(today).toContainText('1 de 5 hechos');

    const map = page.getByTestId('day-map');
    await expect(map).toBeVisible();
    const statuses = await map
      .locator('[data-status]')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-status')));
    expect(statuses.slice(0, 14)).toEqual([
      ...['done', 'done', 'done', 'done', 'done', 'done', 'rest', 'missed', 'missed'],
      ...['done', 'done', 'done', 'today', 'locked'],
    ]);
    await expect(page.getByTestId('current-streak')).toHaveText('3 días seguidos');
    await expect(page.getByTestId('best-streak')).toHaveText('7 días');
    await expect(page.locator('html')).toHaveAttribute('data-theme', member.theme);

    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/dashboard-${member.gender}-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: `${SHOTS}/dashboard-${member.gender}-1440.png`, fullPage: true });

    // One tap starts today's routine: its first exercise.
    await page.getByTestId('main-button').click();
    await expect(page).toHaveURL(/\/workout\/13\/\d+$/);
    await api.dispose();
  });
}
