import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { enrolledMember, signIn, useSystemNats } from './support.js';

/**
 * Where a notification (toast) lies, measured in the browser: inside the admin's open dialog (not
 * under its backdrop); at 1024 px and wider beside the member's page, over none of it; on a 360 px
 * phone over the bottom bar only, never over what is above it, wherever the page is scrolled.
 */
const nats = useSystemNats();
const TODAY = new Date('2026-11-12T18:00:00Z');

/** What lies under the notification: every heading, text, control or image of the page whose box meets its own. */
function underTheNotification(page: Page, leaveOut: string): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const toast = document.querySelector('[data-testid="toast"]').getBoundingClientRect();
    return [...document.querySelectorAll('h1, h2, h3, p, li, button, a, input, select, textarea, img, [role="img"]')]
      .filter((element) => !element.closest(${JSON.stringify(`[data-testid="toast"]${leaveOut ? `, ${leaveOut}` : ''}`)}))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false;
        return box.bottom > toast.top + 0.5 && box.top < toast.bottom - 0.5 && box.right > toast.left + 0.5 && box.left < toast.right - 0.5;
      })
      .map((element) => element.tagName + ': ' + (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 60));
  })()`);
}

/**
 * A member signed in on the dashboard with the greeting on screen, the page's clock paused from the
 * sign-in on so that it stays (it closes by itself after 5 s, and on a loaded machine the dashboard
 * can take that long to arrive after it). The dashboard is opened once before (another browser), so
 * the measured one shows at once.
 */
async function greetedOnTheDashboard(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  width: number,
  height: number,
) {
  await nats().setClock(TODAY);
  const member = await enrolledMember(request, nats(), 'female', 'Marta Aviso');
  const warm = await browser.newPage({ viewport: { width, height } });
  await warm.goto('/auth');
  await signIn(warm, member.email, member.password);
  await expect(warm.getByTestId('today-routine')).toBeVisible();
  await warm.close();

  await page.clock.install({ time: TODAY });
  await page.setViewportSize({ width, height });
  await page.goto('/auth');
  // (the app starts on timers of its own: paused once its sign-in form is there)
  await expect(page.getByLabel('Usuario o email')).toBeVisible();
  // Paused a second ahead of the page's time as read (the read and the pause are two round trips).
  await page.clock.pauseAt(new Date((await page.evaluate<number>('Date.now()')) + 1_000));
  await signIn(page, member.email, member.password);
  await expect(page.getByTestId('today-routine')).toBeVisible();
  await expect(page.getByTestId('toast')).toContainText(/¡Bienvenida!/);
}

test("at 1440 px the greeting lies beside the dashboard, over none of its content, the rail's items or the header", async ({
  page,
  browser,
  request,
}) => {
  await greetedOnTheDashboard(page, browser, request, 1440, 900);
  expect(await underTheNotification(page, '')).toEqual([]);
  const toast = await page.getByTestId('toast').boundingBox();
  const content = await page.getByTestId('today-routine').boundingBox();
  expect(toast!.x + toast!.width).toBeLessThanOrEqual(content!.x);
  await page.screenshot({ path: 'test-results/notification-dashboard-1440.png' });
});

test('at 360 px the greeting lies over the bottom bar only, never over the page above it, scrolled or not', async ({
  page,
  browser,
  request,
}) => {
  await greetedOnTheDashboard(page, browser, request, 360, 780);
  // Within the bar's box: what it lies over is what the bar itself lies over.
  for (const y of [0, 400, 100_000]) {
    await page.evaluate(`window.scrollTo(0, ${String(y)})`);
    const toast = (await page.getByTestId('toast').boundingBox())!;
    const bar = (await page.locator('.bottom-nav').boundingBox())!;
    expect(toast.y, `scrolled to ${String(y)}`).toBeGreaterThanOrEqual(bar.y - 0.5);
    expect(toast.y + toast.height, `scrolled to ${String(y)}`).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
  }
  await page.screenshot({ path: 'test-results/notification-dashboard-360.png' });
  // Closed, the bar is there again.
  await page.getByTestId('toast').getByRole('button', { name: 'Cerrar notificación' }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.locator('.bottom-nav').getByRole('link').first()).toBeVisible();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
]) {
  test(`at ${String(viewport.width)} px a notice while the admin's dialog is open lies inside the dialog, on top, and closes`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/auth');
    await signIn(page, process.env.E2E_ADMIN_USERNAME!, process.env.E2E_ADMIN_PASSWORD!);
    await expect(page).toHaveURL(/\/admin$/);
    await page
      .getByRole('button', { name: /^Editar video de / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Enlace de YouTube o ID del video').fill('https://vimeo.com/123456');
    await dialog.getByRole('button', { name: 'Guardar video' }).click();
    // The server's refusal, as a notification inside the dialog (outside it, it lay under the backdrop).
    const toast = dialog.getByTestId('toast');
    await expect(toast).toContainText('El formato del enlace de video no es válido');
    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    await toast.getByRole('button', { name: 'Cerrar notificación' }).click();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
}
