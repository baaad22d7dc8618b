import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { editionByNumber } from '@reto/contracts/editions';
import { createLogger, EventBus, RpcClient } from '@reto/platform';
import { readCapturedMails, waitForMailLink } from '../../infra/local/smtp-capture.mjs';
import { SystemNats } from '../support/system-nats.js';

/**
 * axe-core finds no serious or critical accessibility violation on the page at rest: transitions
 * still running (a navigation item turning active after a client-side route change) finish first,
 * so axe judges the colours a member reads, not a frame half-way between two of them. Endless and
 * paused animations (the voice orb's rings) are not waited for: they never finish.
 */
export async function expectNoSeriousAxeViolations(page: Page, label = 'the page') {
  // Browser-side code as text: the e2e project compiles without the DOM library.
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined)))`);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `${label} has serious accessibility problems`,
  ).toEqual([]);
}

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export interface Member {
  name: string;
  /** The name the dashboard greets: the username's first word. */
  firstName: string;
  email: string;
  password: string;
  gender: 'Hombre' | 'Mujer';
}

export const newMember = (gender: Member['gender'] = 'Mujer', first = 'Sofía'): Member => {
  const id = unique();
  return {
    name: `${first} ${id}`,
    firstName: first,
    email: `${first
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()}.${id}@example.com`,
    password: 'cuatro-semanas',
    gender,
  };
};

export async function register(page: Page, member: Omit<Member, 'firstName'>) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.getByLabel('Nombre', { exact: true }).fill(member.name);
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: member.gender, exact: true }).click();
  await page.getByRole('button', { name: 'Registrarse', exact: true }).click();
}

export async function signIn(page: Page, login: string, password: string) {
  await page.getByLabel('Usuario o email').fill(login);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
}

/** Signs in from /auth and lands on the dashboard. */
export async function signInToDashboard(page: Page, login: string, password: string) {
  await page.goto('/auth');
  await signIn(page, login, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An account made over the API (Mexico City time) and enrolled in edition 78 (starts 2026-11-09) by the admin grant. */
export async function enrolledMember(
  request: APIRequestContext,
  nats: SystemNats,
  gender: 'male' | 'female',
  name: string,
) {
  const id = unique();
  const first = name.split(' ')[0].toLowerCase();
  const member = { username: `${name} ${id}`, email: `${first}.${id}@example.com`, password: 'reto-28-dias' };
  const res = await request.post('/api/register', { data: { ...member, gender, timezone: 'America/Mexico_City' } });
  expect(res.status()).toBe(201);
  const { id: userId } = (await res.json()) as { id: number };
  await nats.enrol(userId, member.email, COMMUNITY_EDITION);
  // The grant reaches identity through events: the journey starts once the member's own session (the
  // register's cookie) reads the access, as the app will on signing in.
  await expect
    .poll(async () => ((await (await request.get('/api/users/current')).json()) as { hasAccess?: boolean }).hasAccess, {
      timeout: 30_000,
    })
    .toBe(true);
  return member;
}

/** The edition the community journeys' members are enrolled in. */
export const COMMUNITY_EDITION = 78;

/** The panel's key for an edition's group: the day its access ends, the day after its last. */
export const groupKeyOfEdition = (edition: number) => editionByNumber(edition + 1).startDate;

/** The community journeys' set-up: edition 78 running, two of its members, and their browser pages. */
export interface TwoMembers {
  her: Awaited<ReturnType<typeof enrolledMember>>;
  him: Awaited<ReturnType<typeof enrolledMember>>;
  /** A new page on a phone (360 px) or a wide screen (1440 px), each in a browser context of its own. */
  page(screen: 'phone' | 'wide'): Promise<Page>;
  /**
   * A new page on `screen` where `member` has signed in and opened the group (`/grupo`), once its
   * live subscription has been asked for.
   */
  groupPage(member: TwoMembers['her'], screen: 'phone' | 'wide'): Promise<Page>;
  /** Closes every page's context and the API context. */
  close(): Promise<void>;
}

const SCREENS = { phone: { width: 360, height: 800 }, wide: { width: 1440, height: 900 } } as const;

/**
 * Edition 78 running (day 12 in Mexico City), by day, and two of its members enrolled over the API:
 * a woman and a man with the given first names.
 */
export async function twoMembers(
  browser: Browser,
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  nats: SystemNats,
  [herName, hisName]: readonly [string, string],
): Promise<TwoMembers> {
  await nats.setClock(new Date('2026-11-20T18:00:00Z'));
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const her = await enrolledMember(api, nats, 'female', herName);
  const him = await enrolledMember(api, nats, 'male', hisName);
  const contexts: BrowserContext[] = [];
  const newPage = async (screen: keyof typeof SCREENS) => {
    const context = await browser.newContext({ viewport: SCREENS[screen] });
    contexts.push(context);
    return context.newPage();
  };
  return {
    her,
    him,
    page: newPage,
    async groupPage(member, screen) {
      const page = await newPage(screen);
      await signInToDashboard(page, member.email, member.password);
      const subscribed = page.waitForEvent('websocket').then((socket) =>
        socket.waitForEvent('framesent', {
          predicate: ({ payload }) =>
            String(payload).includes('"subscribe"') && String(payload).includes('CommunityEvents'),
        }),
      );
      await page.goto('/grupo');
      await subscribed;
      await expect(page.getByRole('heading', { name: 'Tu grupo' })).toBeVisible();
      return page;
    },
    async close() {
      for (const context of contexts) await context.close();
      await api.dispose();
    },
  };
}

/**
 * Publishes what the group's composer on `page` holds. Returns the post as any page shows it, found
 * by the id the group gave it: a retry's members share the group with the first attempt's post, which
 * has the same words and an author of the same name.
 */
export async function publishToGroup(page: Page): Promise<(on: Page) => Locator> {
  const created = page.waitForResponse(
    (response) =>
      (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'CreateCommunityPost',
  );
  await page.getByRole('button', { name: 'Publicar' }).click();
  const { data } = (await (await created).json()) as { data: { createCommunityPost: { id: string } } };
  return (on) => on.locator(`article[data-post-id="${data.createCommunityPost.id}"]`);
}

/** The trainer signs in to the panel as the administrator and opens its Comunidad tab. */
export async function trainerOnCommunityTab(page: Page) {
  await page.goto('/auth');
  await signIn(page, process.env.E2E_ADMIN_USERNAME!, process.env.E2E_ADMIN_PASSWORD!);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Comunidad' }).click();
  await expect(page.getByRole('heading', { name: 'Mensajes de los miembros' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('menuitem', { name: 'CERRAR SESIÓN' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** The last link e-mailed to `to` with `subject` in its subject, as the test's SMTP server caught it. */
export const mailedLink = (to: string, subject: string) =>
  waitForMailLink(() => readCapturedMails(process.env.E2E_MAIL_DIR!), to, subject);

/**
 * Opens the latest verification link e-mailed to `email` (once `mails` of them have arrived: a
 * resent link replaces the earlier one); the page says the address is verified, or a signed-in
 * member whose access it brought is already on the dashboard.
 */
export async function verifyEmail(page: Page, email: string, mails = 1) {
  const sent = () =>
    readCapturedMails(process.env.E2E_MAIL_DIR!).filter(
      (mail) => mail.to.includes(email.toLowerCase()) && mail.subject.includes('Verifica'),
    ).length;
  await expect.poll(sent, { timeout: 15_000 }).toBeGreaterThanOrEqual(mails);
  await page.goto(await mailedLink(email, 'Verifica'));
  await expect(page.getByText('Tu email quedó verificado').or(page.getByTestId('user-name'))).toBeVisible();
}

/** The member area opens once the access attached by e-mail has arrived (through events, within seconds). */
export async function reachDashboard(page: Page) {
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('user-name')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Talks to the running system's services over NATS, as another service would. */
export async function withServices<T>(use: (rpc: RpcClient, prefix: string) => Promise<T>): Promise<T> {
  const prefix = process.env.E2E_NATS_PREFIX!;
  const rpc = await RpcClient.connect({
    url: process.env.E2E_NATS_URL ?? 'nats://127.0.0.1:4222',
    name: 'e2e',
    timeoutMs: 5000,
    subjectPrefix: prefix,
    logger: createLogger('e2e', 'silent'),
  });
  try {
    return await use(rpc, prefix);
  } finally {
    await rpc.close();
  }
}

export const preApprove = (email: string) => withServices((rpc) => rpc.request('identity.pre-approval.add', { email }));

/** What the challenge service publishes when a member's access changes. */
export const grantAccess = (email: string) =>
  withServices(async (rpc, prefix) => {
    const bus = await EventBus.create(rpc.nats, 'challenge', prefix, createLogger('e2e', 'silent'));
    await bus.publish(
      'challenge.access.changed.v1',
      {
        userId: null,
        email,
        accessEndsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        changedAt: new Date().toISOString(),
      },
      `e2e-access-${email}`,
    );
  });

/** The body data the nutrition plan is computed from (the nutrition form asks for nothing else). */
export async function fillBodyData(page: Page, person: { name: string; email: string; age: string }) {
  await page.getByLabel('Nombre y apellido').fill(person.name);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Edad').fill(person.age);
  await page.getByLabel('Altura (cm)').fill('168');
  await page.getByLabel('Peso (kg)').fill('64');
  await page.getByLabel('Actividad física').selectOption('moderado');
  await page.getByLabel('Perder grasa').check();
}

/** The purchase's personal data: the body data and the buyer's contact; a visitor on /subscribe also chooses the version of the videos. */
export async function fillPersonalData(
  page: Page,
  person: { name: string; email: string; age: string; place?: string },
  videoVersion?: 'Hombre' | 'Mujer',
) {
  if (videoVersion) await page.getByRole('button', { name: videoVersion, exact: true }).click();
  await fillBodyData(page, person);
  await page.getByLabel('Ocupación').fill('Contadora');
  await page.getByLabel('Ciudad y país').fill(person.place ?? 'Puebla, México');
  await page.getByLabel('Código de país').selectOption('+52');
  await page.getByLabel('Número de teléfono').fill('2221234567');
}

/**
 * The worker system's NATS for one file's journeys (its clock, enrolments), as a getter the
 * journeys call: connected before them, the clock put back to the real time and closed after.
 */
export function useSystemNats(): () => SystemNats {
  let nats: SystemNats | undefined;
  test.beforeAll(async () => {
    nats = await SystemNats.connect();
  });
  test.afterAll(async () => {
    await nats?.setClock(null).catch(() => undefined);
    await nats?.close();
  });
  return () => nats!;
}

/**
 * How long a journey of several screens may take, the same for every one: the hosts the tests run on
 * differ about threefold in speed (the trainer's panel journey takes 1.5 min on a fast one and ran past
 * 3 on the slowest seen, two systems and two browsers sharing two cores), and the limit only ends a
 * journey that is stuck.
 */
export const JOURNEY_TIMEOUT_MS = 360_000;
