import { expect, test, type Page } from '@playwright/test';
import { readCapturedMails } from '../../infra/local/smtp-capture.mjs';
import { JOURNEY_TIMEOUT_MS, enrolledMember, expectNoSeriousAxeViolations, useSystemNats } from './support.js';

const nats = useSystemNats();

const SCREENS = [
  { name: '360', viewport: { width: 360, height: 780 }, score: 5 },
  { name: '1440', viewport: { width: 1440, height: 900 }, score: 4 },
] as const;

const SUBJECT = 'Dos preguntas sobre tu reto';

/**
 * The check-in e-mail to `email`, as the test's SMTP server caught it: the reminders' scan runs
 * every minute (REMINDER_SCAN_MS' default, which the browser journeys' system keeps).
 */
async function checkInMail(email: string) {
  const find = () =>
    readCapturedMails(process.env.E2E_MAIL_DIR!).find(
      (mail) => mail.to.includes(email.toLowerCase()) && mail.subject === SUBJECT,
    );
  await expect
    .poll(() => find() !== undefined, { timeout: 100_000, message: `the check-in e-mail to ${email}` })
    .toBe(true);
  return find()!;
}

/** One score's link in the e-mail ("5 · Muy satisfecho/a: https://…/encuesta?token=…"), as a path on this site. */
const scoreLink = (mail: { body: string }, score: number) => {
  const link = new URL(new RegExp(`^${score} · .+: (\\S+)$`, 'm').exec(mail.body)![1]!);
  return { path: `${link.pathname}${link.search}`, link };
};

/** The same link with its seal broken: the token's last characters changed. */
const forgedOf = (link: URL) => {
  const token = link.searchParams.get('token')!;
  return `${link.pathname}?token=${encodeURIComponent(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)}`;
};

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/survey-link-${name}.png`, fullPage: true });

test("the check-in e-mail's link: the second question, the thanks and the review invitation; a forged link refused in Spanish", async ({
  browser,
  playwright,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT_MS);
  // Edition 78 (from 2026-11-09), day 25; its members live in Mexico City.
  await nats().setClock(new Date('2026-12-03T18:00:00Z'));
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const members = [
    await enrolledMember(api, nats(), 'female', 'Rocio Encuesta'),
    await enrolledMember(api, nats(), 'male', 'Ramon Encuesta'),
  ];
  // 08:00 in Mexico City on day 26: the check-in e-mail goes out with the reminder.
  await nats().setClock(new Date('2026-12-04T13:59:59Z'));

  for (const [index, screen] of SCREENS.entries()) {
    const mail = await checkInMail(members[index]!.email);
    const { link, path } = scoreLink(mail, screen.score);
    expect(link.pathname).toBe('/encuesta');
    const context = await browser.newContext({ viewport: screen.viewport });
    const page = await context.newPage();

    // A link whose seal does not match records nothing and says why, in Spanish.
    await page.goto(forgedOf(link));
    await page.getByRole('button', { name: 'Sí', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Este enlace de la encuesta no es válido o ha caducado. Puedes responderla desde tu panel.Ir a mi panel',
    );
    await expectNoSeriousAxeViolations(page, `the forged link (${screen.name})`);
    await shot(page, `forged-${screen.name}`);

    // The sealed link, opened without signing in: the second question, then the thanks and the invitation.
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Tu opinión cuenta' })).toBeVisible();
    const choices = page.getByRole('group', { name: '¿Recomendarías el reto?' });
    await expect(choices.getByRole('button')).toHaveText(['Sí', 'No']);
    await expectNoSeriousAxeViolations(page, `the question (${screen.name})`);
    await shot(page, `question-${screen.name}`);
    await choices.getByRole('button', { name: 'Sí' }).click();

    const done = page.getByRole('status');
    await expect(done).toContainText('¡Gracias! Tu respuesta quedó guardada.');
    await expect(done).toContainText('Se publicará con la insignia de compra verificada.');
    await expect(done.getByRole('link', { name: 'Escribir mi reseña' })).toHaveAttribute('href', '/profile');
    await expectNoSeriousAxeViolations(page, `the thanks (${screen.name})`);
    await shot(page, `thanks-${screen.name}`);

    // The same e-mail's other links are spent: one answer per member and edition.
    await page.goto(scoreLink(mail, 1).path);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Ya respondiste la encuesta de esta edición');
    await context.close();
  }
  await api.dispose();
});
