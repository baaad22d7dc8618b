import { defineConfig } from '@playwright/test';
import { useWorkerSystem } from './support/worker-system.js';

/**
 * The full browser (Debian's `chromium`), for the journeys that need what its headless shell does
 * not do as a phone does (2026-12-02): a fake microphone and its permission prompt (voice.spec.ts),
 * and a time field filled and left (reminders.spec.ts: the shell never saved the new time).
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';

useWorkerSystem();

/**
 * Browser journeys over the whole running system, in Debian's Chromium (its headless shell):
 * E2E_WORKERS (2) workers, each with its own system started by global-setup; the journeys of one
 * file run in order.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // A journey of a minute on a fast machine takes nearly two on a loaded two-core one, and past
  // 1.5 min on the slowest seen (2026-12-01: the group's live join, its post shown, cut at 90 s).
  // Journeys of several screens have JOURNEY_TIMEOUT_MS (tests/support.ts).
  timeout: 180_000,
  // Two whole systems and two Chromiums share this machine's two cores: on a slow one a page's
  // chunks can take over 10 s to arrive and run (seen: "Cargando..." at 10 s, the page there at 12 s).
  expect: { timeout: 20_000 },
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI a journey that fails runs once more: a whole system per worker on two shared cores has
  // timings no machine of ours repeats. A journey that passes only on its second run is listed as
  // flaky with its first failure's page printed (the reporter below); locally nothing is retried.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // The list, and the page as it was at each failure (what a CI log has to show of it).
  reporter: [['list'], ['./support/failure-context-reporter.ts']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-ES',
    timezoneId: 'America/Mexico_City',
    // A trace records every action's screenshots and DOM: a fifth of a journey's CPU (auth.spec.ts:
    // 164 CPU-s with it, 132 without, 2026-12-02). Kept for a journey's second run on CI, where a
    // failure is retried; locally `--trace on` asks for one.
    trace: 'on-first-retry',
    // The service worker precaches the whole app (2.4 MB, about a hundred files) in every new
    // context: journeys of the installed app and of what the worker does ask for it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell (Debian's `chromium-headless-shell`, the same Blink and V8 as its
      // `chromium`, without the desktop browser around them): auth.spec.ts with one worker took 78 s
      // and 78 CPU-s in it, 104 s and 103 CPU-s in the full browser (2026-12-02, the system included).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
