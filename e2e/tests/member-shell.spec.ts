import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  JOURNEY_TIMEOUT_MS,
  enrolledMember,
  expectNoSeriousAxeViolations,
  newMember,
  preApprove,
  register,
  signInToDashboard,
  useSystemNats,
} from './support.js';

/**
 * The member app on a 360 px phone and a 1440 px desktop: every member, purchase and shell route without
 * horizontal scroll, nothing hidden under the bottom navigation, no serious or critical axe finding,
 * in both palettes and in the evening's dark theme.
 */
const nats = useSystemNats();

/** No horizontal scroll, and (with a bottom bar) the page's end sits above it once scrolled down. */
async function expectFits(page: Page, route: string) {
  // Browser-side code as text: the e2e project compiles without the DOM library. What sticks out is
  // named (tag, class, right edge), so a failure says which element widens the page; the page is
  // given the time an entering notice's animation takes to settle.
  await expect
    .poll(
      () =>
        page.evaluate<string[]>(`document.documentElement.scrollWidth <= window.innerWidth ? [] :
          [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
            .slice(0, 5)
            .map((element) => element.tagName + '.' + element.className + ' ' + Math.round(element.getBoundingClientRect().right))`),
      { message: `${route} scrolls sideways`, timeout: 5_000 },
    )
    .toEqual([]);
  const covered = await page.evaluate<number>(`(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const nav = document.querySelector('.bottom-nav');
    const main = document.querySelector('main');
    if (!nav || !main || getComputedStyle(nav).flexDirection === 'column') return 0;
    return main.getBoundingClientRect().bottom - nav.getBoundingClientRect().top;
  })()`);
  expect(covered, `${route} ends under the bottom navigation`).toBeLessThanOrEqual(0);
  // Every button, button-styled link and navigation item is at least 44 px tall (WCAG 2.5.5).
  const small = await page.evaluate<string[]>(`[...document.querySelectorAll('button, .btn, nav a')]
    .filter((element) => element.getClientRects().length > 0 && element.getBoundingClientRect().height < 44)
    .map((element) => (element.getAttribute('aria-label') || element.textContent || element.tagName).trim())`);
  expect(small, `${route} has tap targets under 44 px`).toEqual([]);
}

async function check(page: Page, route: string, ready: () => Promise<void>) {
  await page.goto(route);
  await ready();
  // Measured settled: a page's loading state (its <main aria-busy>) is not the page.
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
  await expectFits(page, route);
  await expectNoSeriousAxeViolations(page, route);
}

const cases = [
  { width: 360, gender: 'female', clock: '2026-11-10T18:00:00Z', theme: 'light' },
  { width: 1440, gender: 'male', clock: '2026-11-10T18:00:00Z', theme: 'light' },
  { width: 360, gender: 'male', clock: '2026-11-10T23:30:00Z', theme: 'dark' },
  { width: 1440, gender: 'female', clock: '2026-11-10T23:30:00Z', theme: 'dark' },
] as const;

for (const { width, gender, clock, theme } of cases) {
  test(`at ${width} px, ${gender} palette, ${theme} theme: member, purchase and shell routes fit and pass axe`, async ({
    page,
    request,
  }) => {
    // Twenty pages, each measured and checked by axe: a long sweep (over three minutes seen on a
    // loaded two-core machine with two systems running).
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    // 2026-11-10 is day 2 of edition 78; 12:00 (light) or 17:30 (dark, from 16:00) in Mexico City.
    await nats().setClock(new Date(clock));
    await page.clock.install({ time: new Date(clock) });
    await page.setViewportSize({ width, height: width < 600 ? 780 : 800 });
    const member = await enrolledMember(request, nats(), gender, 'Renata Villaseñor');

    // Signed out: the purchase and recovery pages.
    for (const route of ['/auth', '/pricing', '/subscribe', '/purchase-success', '/nutrition-plan-results']) {
      await check(page, route, () => expect(page.locator('main h1, main h2, main p').first()).toBeVisible());
    }
    await check(page, '/recuperar-contrasena', () => expect(page.getByRole('heading').first()).toBeVisible());
    await check(page, '/reset-password?token=caducado', () =>
      expect(page.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toBeVisible(),
    );

    await signInToDashboard(page, member.email, member.password);
    await expect(page.locator('html')).toHaveAttribute('data-palette', gender);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

    await check(page, '/dashboard', () => expect(page.getByTestId('challenge-day')).toHaveText('DÍA 2 DEL RETO'));
    // Spanish writes the date in lower case; each figure says what it counts.
    await expect(page.getByTestId('today-date')).toHaveText('martes, 10 de noviembre de 2026');
    await expect(page.getByTestId('elapsed')).toHaveText(/Reto transcurrido\s*7%/);
    await expect(page.getByTestId('progress')).toHaveText(/Días del reto cumplidos\s*0%/);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const home = nav.getByRole('link', { name: 'Inicio' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home.getByText('Inicio')).toBeVisible();
    // On a phone only the active item shows its label; the side rail of a desktop shows them all.
    await expect(nav.getByRole('link', { name: 'Perfil' }).getByText('Perfil')).toBeVisible({ visible: width > 1000 });

    await check(page, '/workouts', () => expect(page.getByTestId('week-4')).toBeVisible());
    await expect(nav.getByRole('link', { name: 'Rutinas' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/dashboard');
    await page.getByTestId('main-button').click();
    await expect(page).toHaveURL(/\/workout\/2\/\d+$/);
    await expectFits(page, '/workout');
    await expectNoSeriousAxeViolations(page, '/workout');
    await check(page, '/profile', () => expect(page.getByTestId('access-card')).toContainText('Acceso al reto activo'));
    await expect(nav.getByRole('link', { name: 'Perfil' })).toHaveAttribute('aria-current', 'page');
    await check(page, '/settings', () => expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible());
    await check(page, '/suscripcion', () => expect(page.locator('main')).toBeVisible());
    await check(page, '/payment-test', () => expect(page.getByTestId('paid-state')).toBeVisible());
    // The nutrition plan, signed in: inside the member area, in the member's palette and theme.
    await check(page, '/nutrition-plan-results', () =>
      expect(page.getByRole('heading', { name: 'Tu plan nutricional' })).toBeVisible(),
    );
    await expect(nav).toBeVisible();
    await page.screenshot({ path: `test-results/shell-${width}-${theme}-nutrition.png` });
  });
}

/** A member on a 360 px phone, signed in on day 2 of edition 78 (12:00 in Mexico City). */
async function signedInOnAPhone(page: Page, request: APIRequestContext, name: string) {
  await nats().setClock(new Date('2026-11-10T18:00:00Z'));
  await page.setViewportSize({ width: 360, height: 780 });
  const member = await enrolledMember(request, nats(), 'female', name);
  await signInToDashboard(page, member.email, member.password);
}

test("completing the last exercise of the day updates the header streak at once, with the day's summary", async ({
  page,
  request,
}) => {
  await signedInOnAPhone(page, request, 'Renata Villaseñor');
  await expect(page.getByTestId('streak-badge')).toHaveText('STREAK.00');

  await page.getByTestId('main-button').click();
  await expect(page.getByTestId('unit-order')).toHaveText('Rutina 2 de 28');
  for (let position = 1; position <= 5; position += 1) {
    await expect(page.getByTestId('position')).toHaveText(`Ejercicio ${position} de 5`);
    await page.getByRole('button', { name: 'Marcar como completado' }).click();
    await expect(page.getByTestId('mark-done')).toHaveText('Completado');
    if (position < 5) await page.getByTestId('next-exercise').click();
  }
  await expect(page.getByTestId('workout-summary')).toContainText('¡Día 2 completado!');
  await expect(page.getByTestId('summary-streak')).toHaveText('Racha: 1 día');
  // No reload: the header's streak is the new one.
  await expect(page.getByTestId('streak-badge')).toHaveText('STREAK.01');
  await expectFits(page, '/workout (completed)');
});

/**
 * What the notification on screen lies over: the headings (`headings`) or also every control
 * (`controls`) whose box meets its own, leaving out the app's header and bottom bar.
 */
async function underTheToast(page: Page, what: 'headings' | 'controls'): Promise<string[]> {
  await expect(page.getByTestId('toast')).toBeVisible();
  const selector = what === 'headings' ? 'h1, h2, h3' : 'h1, h2, h3, button, a, input, select, textarea';
  return page.evaluate<string[]>(`(() => {
    const toast = document.querySelector('[data-testid="toast"]').getBoundingClientRect();
    return [...document.querySelectorAll(${JSON.stringify(selector)})]
      .filter((element) => !element.closest('[data-testid="toast"], .bottom-nav, .app-header'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.bottom > toast.top && box.top < toast.bottom && box.right > toast.left && box.left < toast.right;
      })
      .map((element) => (element.getAttribute('aria-label') || element.textContent || element.tagName).trim());
  })()`);
}

const scrollToEnd = (page: Page) => page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');

test("after an exercise at 360 px the player's own panel says what comes next, with no notice over it; at 1440 px a toast lies over no control", async ({
  page,
  browser,
  request,
}) => {
  await signedInOnAPhone(page, request, 'Irene Carvajal');
  await page.getByTestId('main-button').click();
  await page.getByRole('button', { name: 'Marcar como completado' }).click();
  // The rest before the next exercise, counted down in the page: no toast lies over the player.
  await expect(page.getByTestId('next-up')).toContainText('Flexiones inclinadas');
  await expect(page.getByText('¡Ejercicio completado!')).toHaveCount(0);

  // At the top right it lay over the verification notice's 'Reenviar enlace'.
  const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const waiting = newMember('Mujer', 'Alba');
  await preApprove(waiting.email);
  await register(desktop, waiting);
  await desktop.getByTestId('email-verification-notice').getByRole('button', { name: 'Reenviar enlace' }).click();
  await expect(desktop.getByText('Te enviamos un enlace para verificar tu email')).toBeVisible();
  expect(await underTheToast(desktop, 'controls')).toEqual([]);
  await scrollToEnd(desktop);
  expect(await underTheToast(desktop, 'controls')).toEqual([]);
  await desktop.close();
});
