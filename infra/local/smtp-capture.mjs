// A real SMTP server for tests: accepts every mail on a free local port, keeps it in memory and,
// when `dir` is given, writes it there as JSON (so another process, e.g. a Playwright worker, reads it).
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startSmtpCapture({ dir } = {}) {
  const mails = [];
  if (dir) mkdirSync(dir, { recursive: true });
  // Written beside `dir`, then moved in: a reader never sees half a mail.
  const staging = dir && `${dir}.staging`;
  if (staging) mkdirSync(staging, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The message as a mail client reads it (mailparser: encoded subjects, quoted-printable bodies).
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          const mail = {
            to,
            subject: parsed.subject ?? '',
            body: parsed.text ?? '',
            // Each header as sent (lower-case name → its value), e.g. a reminder's `list-unsubscribe`.
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
            ),
            receivedAt: new Date().toISOString(),
          };
          mails.push(mail);
          if (dir) {
            const name = `${Date.now()}-${mails.length}.json`;
            writeFileSync(join(staging, name), JSON.stringify(mail));
            renameSync(join(staging, name), join(dir, name));
          }
          callback();
        },
        (error) => callback(error),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The mails a capture wrote to `dir` (oldest first). */
export function readCapturedMails(dir) {
  let files;
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  // One unreadable file (a mail cut short) must not hide every other mail of the folder.
  return files.flatMap((file) => {
    try {
      return [JSON.parse(readFileSync(join(dir, file), 'utf8'))];
    } catch {
      return [];
    }
  });
}

/** The mails identity kept in its dev mailbox (no SMTP: one JSON file each), as CapturedMail, oldest first. */
export function readDevMailbox(dir) {
  return readCapturedMails(dir).map((mail) => ({
    to: [mail.to.toLowerCase()],
    subject: mail.subject,
    body: mail.text,
    receivedAt: '',
  }));
}

/** Waits for the first mail to `to` (lowercased) matching `subject`, and returns the first link in it. */
export async function waitForMailLink(read, to, subject, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = read()
      .filter((m) => m.to.includes(to.toLowerCase()) && m.subject.includes(subject))
      .at(-1);
    const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`);
}
