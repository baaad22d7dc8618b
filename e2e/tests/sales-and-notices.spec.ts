import { expect, test, type Locator, type Page } from '@playwright/test';
import { enrolledMember, signInToDashboard, useSystemNats } from './support.js';

/**
 * What a visitor and a member meet around the product, measured in the browser: the floating coach
 * button never lies over a buy button on a phone, the landing does not offer a signed-in member to
 * sign in, and /pricing writes its period small and has a way back.
 */
const nats = useSystemNats();

/** How many lines an element's text takes on screen. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/**
 * Scrolls the page from top to end in steps and, at each, lists where the coach button, shown,
 * meets a buy button (by their boxes on screen), and where it is first shown.
 */
async function coachOverBuyButtons(
  page: Page,
): Promise<{ checked: number; overlaps: string[]; shownAt: number | null }> {
  return page.evaluate<{ checked: number; overlaps: string[]; shownAt: number | null }>(`(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const coach = document.querySelector('[data-testid="coach-button"]');
    const overlaps = [];
    let checked = 0;
    let shownAt = null;
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y <= end + 20; y += 20) {
      scrollTo(0, Math.min(y, end));
      await frame();
      checked += 1;
      const style = getComputedStyle(coach);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      shownAt ??= Math.min(y, end);
      const own = coach.getBoundingClientRect();
      for (const buy of document.querySelectorAll('.landing-buy')) {
        const box = buy.getBoundingClientRect();
        if (box.height > 0 && box.bottom > own.top && box.top < own.bottom && box.right > own.left && box.left < own.right)
          overlaps.push(y + ': ' + buy.textContent.trim());
      }
    }
    scrollTo(0, 0);
    return { checked, overlaps, shownAt };
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
  // It is there for the visitor the rest of the time: where no buy button is under it (the hero's
  // may be, at the very top of a phone), it shows and leads to the coach.
  expect(sweep.shownAt).not.toBeNull();
  await page.evaluate((y) => window.scrollTo(0, y), sweep.shownAt!);
  await expect(coach).toBeVisible();
  await coach.click();
  await expect(page).toHaveURL(/\/voice$/);
});

test('the landing offers a signed-in member her panel, not "Iniciar sesión"', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/landing');
  const header = page.locator('.public-header');
  await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

  // A day of the edition the journeys' members are enrolled in, so that she has access whatever the date.
  await nats().setClock(new Date('2026-11-10T18:00:00Z'));
  try {
    const member = await enrolledMember(request, nats(), 'female', 'Aurora Landing');
    await signInToDashboard(page, member.email, member.password);
    // Her panel knows her (the app has read her session) before she goes back to the sales page: the
    // dashboard's URL comes before that. (CI, 2026-12-07: the header kept "Iniciar sesión" past the
    // 20 s wait once, then passed on its retry; not reproduced alone nor beside three busy cores. A
    // failure here says the session was never read, one below that the sales page did not follow it.)
    await expect(page.getByTestId('user-name')).toHaveText('Aurora');
    await page.goto('/landing');
    await expect(header.getByRole('link', { name: 'Ir a mi panel' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    // On a phone the brand and her button each keep one line.
    for (const link of [header.locator('.public-header__brand'), header.getByRole('link', { name: 'Ir a mi panel' })]) {
      expect(await linesOf(link)).toBe(1);
    }
  } finally {
    await nats().setClock(null);
  }
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
