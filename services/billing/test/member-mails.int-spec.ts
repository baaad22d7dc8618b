import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BillingSubjects, editionStartsAt, type SubscriptionCheckout, type SubscriptionStatus } from '@reto/contracts';
import { priceTerms } from '@reto/contracts/shared-copy';
import { eventually, type ServiceUnderTest } from '@reto/platform/testing';
import { readDevMailbox } from '../../../infra/local/smtp-capture.mjs';
import { startBillingHarness, type BillingHarness } from './billing-harness.js';

/**
 * What billing e-mails a member about the money (DECISIONS.md "Price and renewal"): the
 * receipt of each payment, and a reminder 3 days before each renewal, to those whose subscription
 * will renew, once a period. The mails land in the dev mailbox, as they would without SMTP.
 */
let harness: BillingHarness;
let billing: ServiceUnderTest;
const mailbox = join(mkdtempSync(join(tmpdir(), 'reto-billing-mails-')), 'mailbox');
/** How often the reminders are looked for here (the job's schedule, through BullMQ). */
const SCAN_MS = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const personalData = (email: string) => ({
  fullName: 'Carmen Ruiz',
  email,
  age: '41',
  height: '163',
  weight: '61',
  physicalActivity: 'ligero',
  occupation: 'Abogada',
  cityCountry: 'Sevilla, España',
  phoneCountryCode: '+34',
  phoneNumber: '600333444',
  fitnessGoal: 'perder_grasa',
});
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const mailsTo = (email: string) => readDevMailbox(mailbox).filter((mail) => mail.to.includes(email));
const spanishDate = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** Pays with the test card (confirmed twice, as a double click would) and answers the subscription's status. */
async function subscribe(email: string): Promise<SubscriptionStatus> {
  const checkout = await billing.rpc.request<SubscriptionCheckout>(BillingSubjects.createSubscription, {
    personalData: personalData(email),
  });
  for (let i = 0; i < 2; i += 1) {
    await billing.rpc.request(BillingSubjects.confirmSimulatedPayment, {
      ...card,
      clientSecret: checkout.clientSecret,
    });
  }
  return billing.rpc.request<SubscriptionStatus>(BillingSubjects.subscriptionStatus, { email });
}

beforeAll(async () => {
  harness = await startBillingHarness({
    MAIL_DEV_MAILBOX_DIR: mailbox,
    PUBLIC_URL: 'https://reto.example',
    RENEWAL_REMINDER_SCAN_MS: String(SCAN_MS),
    CLOCK_CONTROL: 'true',
    REDIS_PREFIX: `itbillingmails${Date.now()}`,
  });
  ({ billing } = harness);
});

afterAll(async () => {
  await billing?.setClock(null);
  await harness?.close();
});

describe('the mails about the money', () => {
  afterEach(() => billing.setClock(null));

  it('a payment is receipted once: the amount, that it renews every 28 days until cancelled, where to cancel, the guarantee', async () => {
    await subscribe('carmen@example.com');
    const receipts = await eventually(
      () => mailsTo('carmen@example.com'),
      (mails) => mails.length >= 1,
    );
    expect(receipts.map((mail) => mail.subject)).toEqual(['Tu recibo del Reto: $78 USD']);
    const { body } = receipts[0]!;
    expect(body).toContain('Recibimos tu pago de $78 USD');
    expect(body).toContain(`Tu suscripción: ${priceTerms.withPrice('$78 USD')}.`);
    expect(body).toContain(priceTerms.renewal);
    expect(body).toContain('Cancelar o revisar la renovación: https://reto.example/profile');
    expect(body).toContain(priceTerms.guarantee(30));
    // The simulated provider charges nothing, and the mail says so.
    expect(body).toContain('Modo de prueba: no se realiza ningún cobro real.');
    expect(body).not.toMatch(/pago único/i);
  });

  it('3 days before the renewal, a reminder with the date, the amount and how to cancel; none to whoever cancelled; one a period', async () => {
    const rebeca = await subscribe('rebeca@example.com');
    const julia = await subscribe('julia@example.com');
    await billing.rpc.request(BillingSubjects.cancelRenewal, { email: 'julia@example.com' });
    const renewsAt = new Date(rebeca.currentPeriodEnd!).getTime();

    // Four days before: not yet (two scans go by).
    await billing.setClock(new Date(renewsAt - 4 * DAY_MS));
    await new Promise((resolve) => setTimeout(resolve, 2.5 * SCAN_MS));
    expect(mailsTo('rebeca@example.com').filter((mail) => mail.subject.includes('se renueva'))).toEqual([]);

    // Two days before: within the 3 days.
    await billing.setClock(new Date(renewsAt - 2 * DAY_MS));
    const reminders = await eventually(
      () => mailsTo('rebeca@example.com').filter((mail) => mail.subject.includes('se renueva')),
      (mails) => mails.length >= 1,
      { timeoutMs: 15_000 },
    );
    const date = spanishDate(rebeca.currentPeriodEnd!);
    expect(reminders.map((mail) => mail.subject)).toEqual([`Tu Reto se renueva el ${date}`]);
    expect(reminders[0]!.body).toContain(
      `El ${date} empieza la próxima edición del Reto: ese día se renueva tu suscripción y te cobraremos $78 USD`,
    );
    expect(reminders[0]!.body).toContain('desde tu perfil, en dos toques: https://reto.example/profile');

    // Later scans of the same period send nothing more, and the member who cancelled gets none.
    await new Promise((resolve) => setTimeout(resolve, 2.5 * SCAN_MS));
    expect(mailsTo('rebeca@example.com').filter((mail) => mail.subject.includes('se renueva'))).toHaveLength(1);
    expect(new Date(julia.currentPeriodEnd!).getTime()).toBeGreaterThanOrEqual(renewsAt);
    expect(mailsTo('julia@example.com').filter((mail) => mail.subject.includes('se renueva'))).toEqual([]);
  });

  it('the period is the edition: paid nine days before edition 80, the profile, the cancel mail and the reminder name its end and the next edition, and the renewal is charged on its first day', async () => {
    // The challenge service answers that a purchase now buys edition 80.
    harness.challenge.edition = 80;
    const start80 = editionStartsAt(80).getTime();
    const start81 = editionStartsAt(81);
    const start82 = editionStartsAt(82);
    const paysAt = new Date(start80 - 9 * DAY_MS + 10 * 60 * 60 * 1000);
    await billing.setClock(paysAt);

    const ana = await subscribe('ana.periodo@example.com');
    const bea = await subscribe('bea.periodo@example.com');
    // The profile: the next charge on edition 81's first day (not 28 days after paying).
    expect(ana.currentPeriodEnd).toBe(start81.toISOString());
    expect(bea.currentPeriodEnd).toBe(start81.toISOString());

    // The cancel mail: the access lasts until the last day of edition 80, the day before.
    // Another test may have cancelled a renewal of edition 80 before: only what Bea's cancel publishes counts.
    const ofEdition80 = (data: Record<string, unknown>) => data.edition === 80;
    const before = new Set(
      harness.probe
        .of(BillingSubjects.events.renewalChanged, undefined, ofEdition80)
        .map((event) => event.data.subscriptionId),
    );
    await billing.rpc.request(BillingSubjects.cancelRenewal, { email: 'bea.periodo@example.com' });
    const cancelMails = await eventually(
      () => mailsTo('bea.periodo@example.com').filter((mail) => mail.subject.includes('Cancelaste')),
      (mails) => mails.length >= 1,
    );
    expect(cancelMails[0]!.body).toContain(
      `Tu acceso sigue hasta el ${spanishDate(new Date(start81.getTime() - DAY_MS).toISOString())}, el último día de la edición que pagaste.`,
    );
    // The trainer's figures learn of the cancellation of edition 80's renewal, with nothing about the member.
    const cancellations = await harness.probe.waitFor(BillingSubjects.events.renewalChanged, 1, {
      where: (data) => ofEdition80(data) && !before.has(data.subscriptionId),
    });
    expect(cancellations.map((event) => event.data)).toEqual([
      {
        subscriptionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        edition: 80,
        renews: false,
        changedAt: expect.any(String),
      },
    ]);

    // The reminder, two days before: the charge falls on edition 81's first day.
    await billing.setClock(new Date(start81.getTime() - 2 * DAY_MS));
    const reminders = await eventually(
      () => mailsTo('ana.periodo@example.com').filter((mail) => mail.subject.includes('se renueva')),
      (mails) => mails.length >= 1,
      { timeoutMs: 15_000 },
    );
    expect(reminders[0]!.subject).toBe(`Tu Reto se renueva el ${spanishDate(start81.toISOString())}`);

    // Edition 81 starts: the simulated provider charges the renewal then, once; the one who cancelled is not charged.
    await billing.setClock(new Date(start81.getTime() + 60 * 60 * 1000));
    const paidAt = async (email: string) =>
      (
        await harness.sql.query<{ paid_at: Date }>(
          'SELECT paid_at FROM billing.payments WHERE email = $1 ORDER BY paid_at',
          [email],
        )
      ).rows.map((row) => row.paid_at.toISOString());
    // (The service's clock runs on from where it is set: the first payment is on the day it was set to.)
    const charges = await eventually(
      () => paidAt('ana.periodo@example.com'),
      (paid) => paid.length >= 2,
      { timeoutMs: 15_000 },
    );
    expect([charges[0]!.slice(0, 10), charges[1]]).toEqual([paysAt.toISOString().slice(0, 10), start81.toISOString()]);
    await new Promise((resolve) => setTimeout(resolve, 2.5 * SCAN_MS));
    expect(await paidAt('ana.periodo@example.com')).toHaveLength(2);
    expect((await paidAt('bea.periodo@example.com')).map((at) => at.slice(0, 10))).toEqual([
      paysAt.toISOString().slice(0, 10),
    ]);
    const renewed = await billing.rpc.request<SubscriptionStatus>(BillingSubjects.subscriptionStatus, {
      email: 'ana.periodo@example.com',
    });
    expect(renewed.currentPeriodEnd).toBe(start82.toISOString());
  });
});
