import { expect, test, type Page } from '@playwright/test';
import { JOURNEY_TIMEOUT_MS, enrolledMember, signInToDashboard, useSystemNats } from './support.js';

/**
 * The workout player on a 360 px phone: the exercise's name at the top of each page, the complete
 * button on screen at every scroll position, a held set counted down by the test clock (start,
 * pause, resume, the rest after it, skipped), and the next exercise opening by itself after the rest.
 */
const nats = useSystemNats();

// 12:00 in Mexico City on 2026-11-12: day 4 of edition 78, "SEMANA 1 - RUTINA #4" (shoulders and
// core), whose third exercise, the front plank, is held: 3 sets of 30 seconds, 60 seconds of rest.
const DAY_4 = new Date('2026-11-12T18:00:00Z');

/** The page is at its top and the exercise's name is inside the screen, below the header. */
async function expectNameAtTop(page: Page) {
  await expect(page.getByTestId('exercise-title')).toBeInViewport();
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);
}

/** At every 10 px of scroll, the complete button is wholly on screen between the header and the bottom bar. */
async function expectCompleteButtonAlwaysVisible(page: Page) {
  const sweep = await page.evaluate<{ checked: number; hidden: string[] }>(`(() => {
    const button = document.querySelector('[data-testid="mark-done"]');
    const header = document.querySelector('.app-header').getBoundingClientRect();
    const bar = document.querySelector('.bottom-nav');
    const barTop = bar ? bar.getBoundingClientRect().top : innerHeight;
    const hidden = [];
    let checked = 0;
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y <= end + 10; y += 10) {
      scrollTo(0, Math.min(y, end));
      const box = button.getBoundingClientRect();
      checked += 1;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (box.top < header.bottom || box.bottom > barTop || !button.contains(hit))
        hidden.push(y + ': ' + Math.round(box.top) + '-' + Math.round(box.bottom) + ' ' + (hit ? hit.className || hit.tagName : 'nothing'));
    }
    scrollTo(0, 0);
    return { checked, hidden };
  })()`);
  expect(sweep.hidden).toEqual([]);
  expect(sweep.checked).toBeGreaterThan(20);
}

test('on a phone the player counts a held set with the test clock, keeps the complete button on screen and opens each next exercise at its top', async ({
  page,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await nats().setClock(DAY_4);
  const member = await enrolledMember(request, nats(), 'female', 'Paula Player');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install({ time: DAY_4 });
  await signInToDashboard(page, member.email, member.password);
  await page.getByTestId('main-button').click();
  await expect(page).toHaveURL(/\/workout\/4\/\d+$/);
  await expect(page.getByTestId('exercise-title')).toHaveText('Press de hombros con botellas');
  await expect(page.getByTestId('prescription')).toHaveText('3 series × 12 repeticiones');
  await expectNameAtTop(page);
  await expectCompleteButtonAlwaysVisible(page);

  // A tap per set of repetitions, with the rest after it.
  await page.getByRole('button', { name: 'Serie 1', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Serie 1 hecha' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('rest-countdown')).toBeVisible();
  await page.getByRole('button', { name: 'Saltar descanso' }).click();

  // Marked done from far down the page: the next exercise opens at its top, its name in view.
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await page.getByTestId('mark-done').click();
  await expect(page.getByTestId('mark-done')).toHaveText('Completado');
  await expect(page.getByTestId('next-up')).toContainText('Elevaciones laterales');
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  await page.getByTestId('next-exercise').click();
  await expect(page.getByTestId('position')).toHaveText('Ejercicio 2 de 5');
  await expect(page.getByTestId('exercise-title')).toHaveText('Elevaciones laterales');
  await expectNameAtTop(page);

  await page.getByTestId('next-exercise').click();
  await expect(page.getByTestId('exercise-title')).toHaveText('Plancha frontal');
  await expectNameAtTop(page);
  await expect(page.getByTestId('prescription')).toHaveText('3 series × 30 segundos');
  await expectCompleteButtonAlwaysVisible(page);

  // The held set, on the test clock: 10 s run, a pause holds it, the resume finishes it.
  await expect(page.getByTestId('work-clock')).toHaveText('0:30');
  await page.clock.pauseAt(new Date(DAY_4.getTime() + 10 * 60_000));
  await page.getByRole('button', { name: 'Iniciar serie 1' }).click();
  await page.clock.runFor(10_000);
  await expect(page.getByTestId('work-clock')).toHaveText('0:20');
  await page.getByRole('button', { name: 'Pausar' }).click();
  await page.clock.runFor(30_000);
  await expect(page.getByTestId('work-clock')).toHaveText('0:20');
  await expect(page.getByTestId('work-countdown')).toContainText('En pausa');
  await page.getByRole('button', { name: 'Reanudar' }).click();
  await page.clock.runFor(20_400);
  await expect(page.getByLabel('Serie 1 hecha')).toBeVisible();
  await expect(page.getByTestId('rest-clock')).toHaveText('1:00');
  await page.clock.runFor(15_000);
  await expect(page.getByTestId('rest-clock')).toHaveText('0:45');
  await page.getByRole('button', { name: 'Saltar descanso' }).click();
  await expect(page.getByRole('button', { name: 'Iniciar serie 2' })).toBeVisible();
  await page.clock.resume();

  // Done: after the rest the next exercise opens by itself, at its top.
  await page.getByTestId('mark-done').click();
  await expect(page.getByTestId('next-clock')).toBeVisible();
  await page.clock.fastForward('01:05');
  await expect(page.getByTestId('exercise-title')).toHaveText('Escaladores');
  await expect(page.getByTestId('position')).toHaveText('Ejercicio 4 de 5');
  await expectNameAtTop(page);
});

test('on a phone a missed day opens from the routines with all its exercises, and completing it shows late on the map without mending the streak', async ({
  page,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  const member = await enrolledMember(request, nats(), 'male', 'Tomas Player');
  await page.setViewportSize({ width: 360, height: 740 });
  // Day 1 done on its day; day 2 missed; on day 3, day 2 is caught up.
  await nats().setClock(new Date('2026-11-09T18:00:00Z'));
  await signInToDashboard(page, member.email, member.password);
  await page.getByTestId('main-button').click();
  for (let position = 1; position <= 5; position += 1) {
    await expect(page.getByTestId('position')).toHaveText(`Ejercicio ${position} de 5`);
    await page.getByTestId('mark-done').click();
    await expect(page.getByTestId('mark-done')).toHaveText('Completado');
    if (position < 5) await page.getByTestId('next-exercise').click();
  }
  await expect(page.getByTestId('workout-summary')).toContainText('¡Día 1 completado!');
  await expect(page.getByTestId('summary-streak')).toHaveText('Racha: 1 día');
  await expect(page.getByTestId('summary-tomorrow')).toContainText('Mañana: SEMANA 1 - RUTINA #2');
  await expect(page.getByTestId('summary-tomorrow')).toContainText('Flexiones de pecho');

  await nats().setClock(new Date('2026-11-11T18:00:00Z'));
  await page.goto('/workouts');
  await page.getByTestId('unit-2').click();
  await expect(page.getByTestId('unit-exercises').locator('li')).toHaveText([
    'Flexiones de pecho',
    'Flexiones inclinadas',
    'Fondos en silla',
    'Flexiones diamante',
    'Plancha con toque de hombro',
  ]);
  await page.getByRole('link', { name: 'Ponerme al día' }).click();
  await expect(page).toHaveURL(/\/workout\/2\/\d+$/);
  await expect(page.getByTestId('exercise-title')).toHaveText('Flexiones de pecho');
  await expectNameAtTop(page);
  for (let position = 1; position <= 5; position += 1) {
    await expect(page.getByTestId('position')).toHaveText(`Ejercicio ${position} de 5`);
    await page.getByTestId('mark-done').click();
    await expect(page.getByTestId('mark-done')).toHaveText('Completado');
    if (position < 5) await page.getByTestId('next-exercise').click();
  }
  await expect(page.getByTestId('unit-complete')).toBeVisible();

  await page.goto('/dashboard');
  const map = page.getByTestId('day-map').locator('[data-status]');
  await expect(map.nth(0)).toHaveAttribute('data-status', 'done');
  await expect(map.nth(1)).toHaveAttribute('data-status', 'late');
  await expect(map.nth(1)).toHaveAttribute('aria-label', /Completado tarde/);
  // Day 1 on time, day 2 late, day 3 not done yet: the streak is day 1's, broken by day 2.
  await expect(page.getByTestId('current-streak')).toHaveText('0 días seguidos');
});

/**
 * The device's side of the player, through stand-ins for the browser's Screen Wake Lock and Web Audio
 * (a headless browser has neither a screen to keep on nor a speaker): what the player asked of them.
 */
const DEVICE_STANDINS = `(() => {
  const device = { lockRequests: 0, lockReleases: 0, held: 0, beeps: [], vibrations: 0 };
  window.__device = device;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async (type) => {
        device.lockRequests += 1;
        device.held += 1;
        const sentinel = new EventTarget();
        sentinel.type = type;
        sentinel.released = false;
        sentinel.release = async () => {
          if (sentinel.released) return;
          sentinel.released = true;
          device.lockReleases += 1;
          device.held -= 1;
        };
        return sentinel;
      },
    },
  });
  navigator.vibrate = () => {
    device.vibrations += 1;
    return true;
  };
  class StandInAudioContext {
    constructor() {
      this.currentTime = 0;
      this.destination = {};
    }
    createOscillator() {
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        onended: null,
        connect: (node) => node,
        start: () => device.beeps.push(oscillator.frequency.value),
        stop: () => undefined,
      };
      return oscillator;
    }
    createGain() {
      return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node) => node };
    }
    close() {
      return Promise.resolve();
    }
  }
  window.AudioContext = StandInAudioContext;
  window.webkitAudioContext = StandInAudioContext;
})()`;

interface Device {
  lockRequests: number;
  lockReleases: number;
  held: number;
  beeps: number[];
  vibrations: number;
}

const device = (page: Page) => page.evaluate<Device>('window.__device');

test('the player keeps the screen on while it runs and lets it go after, and a held set ends with a beep and a vibration', async ({
  page,
  request,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await nats().setClock(DAY_4);
  const member = await enrolledMember(request, nats(), 'male', 'Bruno Pantalla');
  await page.addInitScript(DEVICE_STANDINS);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.clock.install({ time: DAY_4 });
  await signInToDashboard(page, member.email, member.password);
  expect((await device(page)).lockRequests).toBe(0);

  // Open, the player holds the screen's lock (one, not one per exercise).
  await page.getByTestId('main-button').click();
  await expect(page.getByTestId('exercise-title')).toHaveText('Press de hombros con botellas');
  await expect.poll(async () => (await device(page)).held).toBe(1);
  await page.getByTestId('next-exercise').click();
  await page.getByTestId('next-exercise').click();
  await expect(page.getByTestId('exercise-title')).toHaveText('Plancha frontal');
  expect((await device(page)).held).toBe(1);

  // The held set: silent while it runs, a beep and a vibration at its end.
  await page.clock.pauseAt(new Date(DAY_4.getTime() + 10 * 60_000));
  await page.getByRole('button', { name: 'Iniciar serie 1' }).click();
  await page.clock.runFor(29_000);
  expect((await device(page)).beeps).toEqual([]);
  await page.clock.runFor(1_400);
  await expect(page.getByLabel('Serie 1 hecha')).toBeVisible();
  const ended = await device(page);
  expect(ended.beeps.length).toBeGreaterThanOrEqual(1);
  expect(ended.beeps[0]).toBeGreaterThan(0);
  expect(ended.vibrations).toBeGreaterThanOrEqual(1);
  await page.clock.resume();

  // Leaving the player lets the screen sleep again.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Inicio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(async () => (await device(page)).held).toBe(0);
  expect((await device(page)).lockReleases).toBeGreaterThanOrEqual(1);
});
