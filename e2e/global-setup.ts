import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpCapture } from '../infra/local/smtp-capture.mjs';
import { startTestSystem } from '../infra/local/test-system.mjs';

/** Requests per account and operation before 429: above what any journey needs, low enough to reach. */
const E2E_RATE_LIMIT_PER_ACCOUNT = 8;

/**
 * Starts a real SMTP server (mails written as files the tests read) and the whole product (six
 * services and the gateway serving the built SPA) on its own database, NATS subject prefix and
 * port; the returned function tears both down after the run.
 */
export default async function globalSetup() {
  const mailDir = join(tmpdir(), `reto-e2e-mail-${Date.now().toString(36)}`);
  const smtp = await startSmtpCapture({ dir: mailDir });
  const system = await startTestSystem({
    env: { SMTP_URL: smtp.url, RATE_LIMIT_MAX_PER_ACCOUNT: String(E2E_RATE_LIMIT_PER_ACCOUNT) },
  });
  process.env.E2E_BASE_URL = system.url;
  process.env.E2E_ADMIN_USERNAME = system.admin.username;
  process.env.E2E_ADMIN_PASSWORD = system.admin.password;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_RATE_LIMIT_PER_ACCOUNT = String(E2E_RATE_LIMIT_PER_ACCOUNT);
  process.env.E2E_NATS_PREFIX = system.base.NATS_SUBJECT_PREFIX;
  process.env.E2E_NATS_URL = system.base.NATS_URL ?? 'nats://127.0.0.1:4222';
  return async () => {
    await system.stop();
    await smtp.stop();
  };
}
