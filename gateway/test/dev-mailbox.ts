import { readCapturedMails, waitForMailLink } from '../../infra/local/smtp-capture.mjs';
import type { TestSystem } from '../../infra/local/test-system.mjs';

/** The mails a test system without SMTP kept in its dev mailbox (one JSON file each), oldest first. */
const devMailbox = (dir: string) =>
  readCapturedMails<{ to: string; subject: string; text: string }>(dir).map((mail) => ({
    to: [mail.to.toLowerCase()],
    subject: mail.subject,
    body: mail.text,
    receivedAt: '',
  }));

/** Opens the verification link e-mailed to `email` at registration, as its owner would. */
export async function verifyEmailFromMailbox(system: TestSystem, email: string): Promise<void> {
  const link = await waitForMailLink(() => devMailbox(system.base.MAIL_DEV_MAILBOX_DIR!), email, 'Verifica');
  const res = await fetch(`${system.url}/api/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: new URL(link).searchParams.get('token') }),
  });
  expect(res.status).toBe(200);
}
