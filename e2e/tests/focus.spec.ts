import { expect, test, type Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, enrolledMember, signInToDashboard, useSystemNats } from './support.js';

/**
 * Keyboard focus is visible on every control of the member pages: tabbing through each page, the
 * focused control draws an outline, or a box-shadow it does not have unfocused (axe cannot see
 * this; a button's own shadow once replaced the ring). In the light and the dark theme.
 */
const nats = useSystemNats();

interface Stop {
  name: string;
  ring: boolean;
}

/** Tabs through the page (up to 80 stops, until the focus comes round again) and judges each stop's ring. */
async function focusStops(page: Page): Promise<Stop[]> {
  await page.evaluate('document.activeElement && document.activeElement.blur && document.activeElement.blur()');
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate<{ key: string; name: string; ring: boolean } | null>(`(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const path = [];
      for (let node = el; node && node !== document.body; node = node.parentElement)
        path.unshift(node.tagName + ':' + [...node.parentElement.children].indexOf(node));
      const style = (element) => {
        const s = getComputedStyle(element);
        return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2, shadow: s.boxShadow };
      };
      const focused = style(el);
      const focusVisible = el.matches(':focus-visible');
      el.blur();
      const resting = style(el);
      el.focus({ focusVisible: true });
      const ring = focusVisible && (focused.outline || (focused.shadow !== 'none' && focused.shadow !== resting.shadow));
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40);
      return { key: path.join('/'), name, ring };
    })()`);
    if (!stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push({ name: stop.name, ring: stop.ring });
  }
  return stops;
}

for (const { theme, clock } of [
  { theme: 'light', clock: '2026-11-12T18:00:00Z' },
  { theme: 'dark', clock: '2026-11-13T06:30:00Z' },
] as const) {
  test(`every control of the member pages shows where the keyboard is (${theme} theme)`, async ({ page, request }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    // 12:00 (light) or 00:30 (dark: the night stays dark) in Mexico City, day 4 or 5 of edition 78.
    await nats().setClock(new Date(clock));
    await page.clock.install({ time: new Date(clock) });
    const member = await enrolledMember(request, nats(), theme === 'light' ? 'male' : 'female', 'Teclado Foco');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInToDashboard(page, member.email, member.password);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByTestId('main-button').click();
    await expect(page.getByTestId('exercise-title')).toBeVisible();
    const workout = new URL(page.url()).pathname;
    for (const [route, ready] of [
      ['/dashboard', 'challenge-day'],
      ['/workouts', 'week-1'],
      [workout, 'exercise-title'],
      ['/profile', 'profile-name'],
      ['/settings', 'current-timezone'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByTestId(ready).first()).toBeVisible();
      const stops = await focusStops(page);
      expect(stops.length, `${route} has controls to tab through`).toBeGreaterThan(3);
      expect(
        stops.filter((stop) => !stop.ring).map((stop) => stop.name),
        `${route}: controls without a visible focus ring`,
      ).toEqual([]);
    }
  });
}
