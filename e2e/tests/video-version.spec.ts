import { expect, test } from '@playwright/test';
import {
  JOURNEY_TIMEOUT_MS,
  enrolledMember,
  expectNoSeriousAxeViolations,
  signInToDashboard,
  useSystemNats,
} from './support.js';

/**
 * Registration and checkout promise the video version "puedes cambiarlo en Configuración": on a
 * 360 px phone a member changes it there and the workout page, opened again in the same app
 * (its cache-first Apollo cache), shows the other version's video.
 */
const nats = useSystemNats();

// 12:00 in Mexico City on 2026-11-11: day 3 of edition 78, "SEMANA 1 - RUTINA #3".
const DAY_3 = new Date('2026-11-11T18:00:00Z');

test('on a phone a member switches the video version in settings and the workout page follows', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  await nats().setClock(DAY_3);
  const member = await enrolledMember(request, nats(), 'male', 'Mateo Version');
  // The trainer gives day 3's first exercise a video in each version.
  await nats().setFirstVideos('male', { 3: 'RtoH3Vers01' });
  await nats().setFirstVideos('female', { 3: 'RtoM3Vers01' });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInToDashboard(page, member.email, member.password);

  await page.getByTestId('main-button').click();
  await expect(page).toHaveURL(/\/workout\/3\/\d+$/);
  const workout = page.url();
  await expect(page.getByTestId('video-overlay')).toHaveAttribute('data-video-id', 'RtoH3Vers01');

  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('menuitem', { name: 'CONFIGURACIÓN' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const versions = page.getByRole('group', { name: 'Versión de los videos de tus rutinas' });
  const male = versions.getByRole('radio', { name: /Hombre/ });
  const female = versions.getByRole('radio', { name: /Mujer/ });
  await expect(male).toBeChecked();
  await expect(female).not.toBeChecked();
  const save = page.getByRole('button', { name: 'Guardar versión' });
  await expect(save).toBeDisabled();

  // The keyboard moves within the group, as in any radio group.
  await male.focus();
  await page.keyboard.press('ArrowDown');
  await expect(female).toBeChecked();
  await page.getByTestId('video-version').screenshot({ path: testInfo.outputPath('video-version-360.png') });
  await expectNoSeriousAxeViolations(page, 'the settings page');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Versión de los videos actualizada' })).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(versions.getByText('Actual')).toHaveCount(1);
  await expect(female).toBeChecked();

  // Back in the app (no reload): the same routine now shows the female version.
  await page.goBack();
  await expect(page).toHaveURL(workout);
  await expect(page.getByTestId('video-overlay')).toHaveAttribute('data-video-id', 'RtoM3Vers01');
  // And after a reload (the offline copy of the cache) too.
  await page.reload();
  await expect(page.getByTestId('video-overlay')).toHaveAttribute('data-video-id', 'RtoM3Vers01');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/settings');
  await page.getByTestId('video-version').screenshot({ path: testInfo.outputPath('video-version-1440.png') });
});
