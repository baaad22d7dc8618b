import { readDevMailbox, waitForMailLink } from '../../infra/local/smtp-capture.mjs';
import type { TestSystem } from '../../infra/local/test-system.mjs';

/** Opens the verification link e-mailed to `email` at registration, as its owner would. */
export async function verifyEmailFromMailbox(system: TestSystem, email: string): Promise<void> {
  const link = await waitForMailLink(() => readDevMailbox(system.base.MAIL_DEV_MAILBOX_DIR!), email, 'Verifica');
  const res = await fetch(`${system.url}/api/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
  });
  expect(res.status).toBe(200);
}
