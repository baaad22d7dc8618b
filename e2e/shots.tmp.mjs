import { chromium } from '@playwright/test';
import { startTestSystem } from '../infra/local/test-system.mjs';
const system = await startTestSystem({});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream'] });
try {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ baseURL: system.url, viewport: { width, height: width === 360 ? 780 : 800 }, permissions: ['microphone'] });
    const page = await context.newPage();
    await page.goto('/voice');
    await page.getByTestId('voice-status').waitFor();
    await page.screenshot({ path: `/tmp/vtest/voice-${width}.png`, fullPage: true });
    await page.getByLabel('Escribe tu pregunta').fill('¿Cuándo empieza la próxima edición?');
    await page.getByRole('button', { name: 'Preguntar' }).click();
    await page.getByTestId('coach-answer').waitFor();
    await page.screenshot({ path: `/tmp/vtest/voice-${width}-answer.png`, fullPage: true });
    await page.getByRole('button', { name: /Interrumpir|Empezar/ }).click();
    await page.getByRole('button', { name: /Empezar/ }).click().catch(() => {});
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/vtest/voice-${width}-recording.png`, fullPage: true });
    await page.goto('/voice-backup');
    await page.getByTestId('voice-status').waitFor();
    await page.getByRole('button', { name: 'Silenciar' }).click();
    await page.screenshot({ path: `/tmp/vtest/call-${width}.png`, fullPage: true });
    await context.close();
  }
  const denied = await browser.newContext({ baseURL: system.url, viewport: { width: 360, height: 780 } });
  const page = await denied.newPage();
  await page.goto('/voice');
  await page.getByRole('button', { name: 'Empezar a hablar con Emilio' }).click();
  await page.getByRole('alert').waitFor();
  await page.screenshot({ path: `/tmp/vtest/voice-360-denied.png`, fullPage: true });
} finally {
  await browser.close();
  await system.stop();
}
