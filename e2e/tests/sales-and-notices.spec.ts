import { expect, test, type Page } from '@playwright/test';
import { enrolledMember, signIn, signInToDashboard, unique, useSystemNats } from './support.js';

/**
 * What a visitor and a member meet around the product, measured in the browser: the floating coach
 * button never lies over a buy button on a phone, the landing does not offer a signed-in member to
 * sign in, /pricing writes its period small and has a way back, and a notification is never behind
 * the admin's dialog.
 */
const nats = useSystemNats();

/**
 * Scrolls the page from top to end in steps and, at each, lists where the coach button, shown,
 * meets a buy button (by their boxes on screen).
 */
async function coachOverBuyButtons(page: Page): Promise<{ checked: number; overlaps: string[] }> {
  return page.evaluate<{ checked: number; overlaps: string[] }>(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const coach = document.querySelector('[data-testid="coach-button"]');
    const overlaps = [];
    let checked = 0;
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y <= end + 20; y += 20) {
      scrollTo(0, Math.min(y, end));
      await frame();
      checked += 1;
      const style = getComputedStyle(coach);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const own = coach.getBoundingClientRect();
      for (const buy of document.querySelectorAll('.landing-buy')) {
        const box = buy.getBoundingClientRect();
        if (box.height > 0 && box.bottom > own.top && box.top < own.bottom && box.right > own.left && box.left < own.right)
          overlaps.push(y + ': ' + buy.textContent.trim());
      }
    }
    scrollTo(0, 0);
    return { checked, overlaps };
  })()`);
}

test('on a 360 px phone the coach button never lies over a buy button ("Comenzar ahora"), at any scroll position', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/landing');
  const coach = page.getByTestId('coach-button');
  await expect(coach).toBeAttached();
  await expect(
    page
      .locator('.landing-buy')
      .filter({ hasText: /Comenzar ahora/i })
      .first(),
  ).toBeAttached();
  const sweep = await coachOverBuyButtons(page);
  expect(sweep.overlaps).toEqual([]);
  expect(sweep.checked).toBeGreaterThan(50);
  // It is there for the visitor the rest of the time: at the very top, no buy button under it.
  await expect(coach).toBeVisible();
  await coach.click();
  await expect(page).toHaveURL(/\/voice$/);
});

test('the landing offers a signed-in member her panel, not "Iniciar sesión"', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/landing');
  const header = page.locator('.public-header');
  await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

  const member = await enrolledMember(request, nats(), 'female', 'Aurora Landing');
  await signInToDashboard(page, member.email, member.password);
  await page.goto('/landing');
  await expect(header.getByRole('link', { name: 'Ir a mi panel' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
});

for (const width of [360, 1440]) {
  test(`/pricing at ${width} px writes the period in small type beside the price and has a way back to the sales page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/pricing');
    const price = page.getByTestId('plan-price');
    await expect(price).toBeVisible();
    const sizes = await price.evaluate((element) => ({
      price: parseFloat(getComputedStyle(element).fontSize),
      period: parseFloat(getComputedStyle(element.querySelector('.pricing__period')!).fontSize),
    }));
    expect(sizes.period).toBeLessThanOrEqual(sizes.price / 1.5);
    await page.screenshot({ path: `test-results/pricing-${width}.png`, fullPage: false });
    await page.getByRole('link', { name: 'Volver al reto' }).click();
    await expect(page).toHaveURL(/\/landing$/);
  });
}

test("a notification shown while the admin's dialog is open lies over the dialog and its backdrop, and can be closed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/auth');
  await signIn(page, process.env.E2E_ADMIN_USERNAME!, process.env.E2E_ADMIN_PASSWORD!);
  await expect(page).toHaveURL(/\/admin$/);
  // The save fails on the server: the dialog stays open and the error comes as a notification.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('UpdateExerciseVideo'))
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'El servicio de videos no respondió' }] }),
      });
    else await route.fallback();
  });
  await page
    .getByRole('button', { name: /^Editar video de / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Enlace de YouTube o ID del video')
    .fill(`https://youtu.be/${unique().padEnd(11, 'x').slice(0, 11)}`);
  await dialog.getByRole('button', { name: 'Guardar video' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('El servicio de videos no respondió');
  await expect(dialog).toBeVisible();
  // What is on screen at the notification's middle is the notification itself.
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop).toBe(true);
  await page.screenshot({ path: 'test-results/admin-dialog-toast-1440.png' });
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

/** The controls and headings of the page (the app's header and navigation aside) whose boxes meet the notification's. */
async function underTheNotification(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const toast = document.querySelector('[data-testid="toast"]').getBoundingClientRect();
    return [...document.querySelectorAll('h1, h2, h3, button, a, input, select, textarea, li')]
      .filter((element) => !element.closest('[data-testid="toast"], .bottom-nav, .app-header'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.bottom > toast.top && box.top < toast.bottom && box.right > toast.left && box.left < toast.right;
      })
      .map((element) => (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 60));
  })()`);
}

for (const viewport of [{ width: 1440, height: 900 }]) {
  test(`at ${viewport.width} px the greeting after signing in lies over none of the dashboard's exercises, headings or controls`, async ({
    page,
    request,
  }) => {
    await nats().setClock(new Date('2026-11-12T18:00:00Z'));
    await page.clock.install({ time: new Date('2026-11-12T18:00:00Z') });
    await page.setViewportSize(viewport);
    const member = await enrolledMember(request, nats(), 'female', 'Marta Aviso');
    await page.goto('/auth');
    await signIn(page, member.email, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('today-routine')).toBeVisible();
    await expect(page.getByTestId('toast')).toBeVisible();
    await page.screenshot({ path: `test-results/dashboard-toast-${viewport.width}.png` });
    expect(await underTheNotification(page)).toEqual([]);
  });
}
