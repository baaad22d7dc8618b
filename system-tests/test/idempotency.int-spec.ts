import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { GatewayClient } from '@reto/platform/testing';

/**
 * Idempotency keys at the gateway: a retry with the key of a request that was answered gets that
 * answer again (the change is not made a second time), over REST and GraphQL; a key is its caller's
 * own, and the same key with another body is refused in Spanish with nothing changed.
 */
let system: TestSystem;

const SETTINGS_FIELDS = 'dailyReminder reminderTime email push streakNudge';
const evening = { dailyReminder: true, reminderTime: '19:45', email: true, push: false, streakNudge: false };
const morning = { ...evening, reminderTime: '07:05', streakNudge: true };

async function newMember(username: string): Promise<GatewayClient> {
  const client = new GatewayClient(system.url);
  const registered = await client.rest('POST', '/api/register', {
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: 'reto-28-dias',
    gender: 'female',
    timezone: 'Europe/Madrid',
  });
  expect(registered.status).toBe(201);
  return client;
}

const put = (member: GatewayClient, body: unknown, key: string) =>
  member.rest('PUT', '/api/notification-settings', body, { 'idempotency-key': key });

beforeAll(async () => {
  system = await startTestSystem();
}, 180_000);

afterAll(() => system?.stop());

describe('Idempotency-Key on state-changing requests', () => {
  it('a REST retry gets the first answer back and does not apply its change again', async () => {
    const member = await newMember('Idem1');
    expect(await put(member, evening, 'accion-1')).toMatchObject({ status: 200, body: evening });
    expect(await put(member, morning, 'accion-2')).toMatchObject({ status: 200, body: morning });

    // The first action's retry (a lost answer, say) arrives after the second action.
    const retry = await put(member, evening, 'accion-1');
    expect(retry).toMatchObject({ status: 200, body: evening });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await member.rest('GET', '/api/notification-settings')).body).toMatchObject(morning);
  });

  it('keeps a refusal as the outcome too, and refuses the same key with another body in Spanish, nothing changed', async () => {
    const member = await newMember('Idem2');
    const bad = { ...evening, reminderTime: '24:00' };
    const refused = await put(member, bad, 'accion-mala');
    expect(refused.status).toBe(400);
    expect(await put(member, bad, 'accion-mala')).toMatchObject({ status: 400, body: refused.body });

    expect(await put(member, morning, 'accion-mala')).toMatchObject({
      status: 422,
      body: { message: 'Esta clave de idempotencia ya se usó con otra solicitud distinta. Usa una clave nueva.' },
    });
    expect((await member.rest('GET', '/api/notification-settings')).body).not.toMatchObject({
      reminderTime: morning.reminderTime,
    });
  });

  it("one caller's key never answers another caller", async () => {
    const first = await newMember('Idem3');
    const second = await newMember('Idem4');
    expect(await put(first, evening, 'misma-clave')).toMatchObject({ status: 200, body: evening });
    const other = await put(second, evening, 'misma-clave');
    expect(other).toMatchObject({ status: 200, body: evening });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await put(second, morning, 'misma-clave')).toMatchObject({ status: 422 });
  });

  it('a GraphQL mutation retried with its key gets the first answer and changes nothing again', async () => {
    const member = await newMember('Idem5');
    const mutation = `mutation ($input: NotificationSettingsInput!) { updateNotificationSettings(input: $input) { ${SETTINGS_FIELDS} } }`;
    const send = (input: unknown, key: string) =>
      member.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ query: mutation, variables: { input } }),
      });
    const first = await send(evening, 'mutacion-1');
    expect(await first.json()).toEqual({ data: { updateNotificationSettings: evening } });
    expect((await send(morning, 'mutacion-2')).status).toBe(200);

    const retry = await send(evening, 'mutacion-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual({ data: { updateNotificationSettings: evening } });
    expect((await member.rest('GET', '/api/notification-settings')).body).toMatchObject(morning);
  });

  it('refuses a malformed key in Spanish', async () => {
    const member = await newMember('Idem6');
    expect(await put(member, evening, 'x'.repeat(201))).toMatchObject({
      status: 400,
      body: { message: 'La clave de idempotencia (`Idempotency-Key`) debe tener entre 1 y 200 caracteres visibles.' },
    });
  });
});
