import type { FullConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpCapture } from '../infra/local/smtp-capture.mjs';
import { startTestSystem } from '../infra/local/test-system.mjs';
import { SYSTEMS_ENV, type WorkerSystem } from './support/worker-system.js';

/** Requests per account and operation before 429: above what any journey needs, low enough to reach. */
const E2E_RATE_LIMIT_PER_ACCOUNT = 8;

/** A real SMTP server (mails written as files the tests read) and the whole product on its own database, NATS and port. */
async function startWorkerSystem(index: number) {
  const mailDir = join(tmpdir(), `reto-e2e-mail-${Date.now().toString(36)}-${index}`);
  const smtp = await startSmtpCapture({ dir: mailDir });
  const system = await startTestSystem({
    env: {
      SMTP_URL: smtp.url,
      RATE_LIMIT_MAX_PER_ACCOUNT: String(E2E_RATE_LIMIT_PER_ACCOUNT),
      // Every journey comes from 127.0.0.1 within one 15-minute window: the whole suite signs in and
      // registers more than the test system's 1,000 (its late journeys were refused). The per-address
      // limit has tests of its own (system-tests); the per-account one stays low for the journey that shows it.
      RATE_LIMIT_MAX_PER_IP: '100000',
    },
  });
  const env: WorkerSystem = {
    E2E_BASE_URL: system.url,
    E2E_ADMIN_USERNAME: system.admin.username,
    E2E_ADMIN_PASSWORD: system.admin.password,
    E2E_MAIL_DIR: mailDir,
    E2E_RATE_LIMIT_PER_ACCOUNT: String(E2E_RATE_LIMIT_PER_ACCOUNT),
    E2E_NATS_PREFIX: system.base.NATS_SUBJECT_PREFIX ?? '',
    E2E_NATS_URL: system.base.NATS_URL ?? 'nats://127.0.0.1:4222',
  };
  const stop = async () => {
    await system.stop();
    await smtp.stop();
  };
  return { env, stop };
}

/**
 * One whole product (six services and the gateway serving the built SPA) per Playwright worker, so
 * journeys that move a system's clock or change its videos never meet another worker's; each
 * worker takes its own from E2E_SYSTEMS (support/worker-system.ts). Returns the teardown.
 */
export default async function globalSetup(config: FullConfig) {
  const systems = await Promise.all(
    Array.from({ length: Math.max(1, config.workers) }, (_, i) => startWorkerSystem(i)),
  );
  process.env[SYSTEMS_ENV] = JSON.stringify(systems.map((system) => system.env));
  return async () => {
    await Promise.all(systems.map((system) => system.stop()));
  };
}
