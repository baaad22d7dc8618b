import { randomBytes } from 'node:crypto';
import { SERVICE_NAMES, type ServiceName } from '@reto/contracts';
import { connectAs } from '@reto/platform/testing';
import { appEnv, DEFAULT_ADMIN_URL, dropSystemDatabases, migrateAll, type Env } from '../../infra/local/system.mjs';

/** The URL each service of the system is started with (the Supervisor's DATABASE_URL). */
const urlOf = (service: ServiceName) => new URL(appEnv(service, base).DATABASE_URL!);

const base: Env = {
  ...process.env,
  DATABASE_ADMIN_URL: process.env.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL,
  DATABASE_NAME: `sysdb_${Date.now().toString(36)}${randomBytes(3).toString('hex')}`,
};

// What `npm start` and every test system do before starting the services: migrateAll provisions
// each service's role and database and runs its migrations.
beforeAll(() => migrateAll(base), 120_000);
afterAll(() => dropSystemDatabases(base));

describe("the running system's databases", () => {
  it('each service has a database of its own', () => {
    const names = SERVICE_NAMES.map((service) => urlOf(service).pathname);
    expect(new Set(names).size).toBe(SERVICE_NAMES.length);
  });

  it.each(SERVICE_NAMES.map((service) => [service]))(
    "%s's role, with the URL the service runs with, connects to its own database and to no other service's",
    async (service) => {
      for (const owner of SERVICE_NAMES) {
        // The service's own URL (role and password), pointed at the owner's database.
        const url = urlOf(service);
        url.pathname = urlOf(owner).pathname;
        const answer = await connectAs(url.toString());
        if (owner === service) {
          expect(answer).toEqual({ user: service });
        } else {
          expect({ owner, answer }).toEqual({
            owner,
            answer: { code: '42501', message: expect.stringMatching(/permission denied for database/) },
          });
        }
      }
    },
  );
});
