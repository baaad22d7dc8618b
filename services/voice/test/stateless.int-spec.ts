import { healthPingSubject, type HealthPingReply } from '@reto/contracts';
import { startServiceUnderTest, type StatelessServiceUnderTest } from '@reto/platform/testing';

let voice: StatelessServiceUnderTest;

beforeAll(async () => {
  voice = await startServiceUnderTest(
    { service: 'voice' },
    async () => (await import('../src/app.module.js')).AppModule,
  );
}, 60_000);

afterAll(() => voice?.close());

describe('the voice service is stateless (Redis and NATS, no database)', () => {
  it("boots with no DATABASE_URL at all, and its health ping answers ready with no database to report ('none')", async () => {
    expect(process.env.DATABASE_URL).toBeUndefined();
    expect(await voice.rpc.request<HealthPingReply>(healthPingSubject('voice'))).toEqual({
      service: 'voice',
      status: 'ok',
      checks: { postgres: 'none', consumers: 'ok', schedules: 'none' },
      outbox: 0,
      consumers: [],
    });
  });
});
