import { randomBytes } from 'node:crypto';
import { SERVICE_NAMES } from '@reto/contracts';
import { connectAs } from '@reto/platform/testing';
import pg from 'pg';
import {
  appEnv,
  DATABASE_SERVICES,
  DEFAULT_ADMIN_URL,
  dropSystemDatabases,
  migrateAll,
  type Env,
} from '../../infra/local/system.mjs';

/** The URL each service of the system is started with (the Supervisor's DATABASE_URL). */
const urlOf = (service: string) => new URL(appEnv(service, base).DATABASE_URL!);

const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
/** A voice database and role of its own, as an old `.env` would name them: nothing may create either. */
const staleVoiceRole = `voice_${id}`;
const staleVoiceDatabase = `sysdb_${id}_voice`;
const adminUrl = process.env.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL;
const staleVoiceUrl = new URL(adminUrl);
staleVoiceUrl.username = staleVoiceRole;
staleVoiceUrl.password = 'voice';
staleVoiceUrl.pathname = `/${staleVoiceDatabase}`;
const base: Env = {
  ...process.env,
  DATABASE_ADMIN_URL: adminUrl,
  DATABASE_NAME: `sysdb_${id}`,
  VOICE_DATABASE_URL: staleVoiceUrl.toString(),
};

// What `npm start` and every test system do before starting the services: migrateAll provisions
// each service's role and database and runs its migrations.
beforeAll(() => migrateAll(base), 120_000);
afterAll(() => dropSystemDatabases(base));

describe("the running system's databases", () => {
  it('each service with data has a database of its own; voice, stateless, is given none and none is made for it', async () => {
    expect(SERVICE_NAMES.filter((service) => !DATABASE_SERVICES.includes(service))).toEqual(['voice']);
    const names = DATABASE_SERVICES.map((service) => urlOf(service).pathname);
    expect(new Set(names).size).toBe(DATABASE_SERVICES.length);

    expect(appEnv('voice', base).DATABASE_URL).toBeUndefined();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const made = await admin.query<{ name: string }>(
        `SELECT datname AS name FROM pg_database WHERE datname LIKE $1
         UNION ALL SELECT rolname FROM pg_roles WHERE rolname = $2`,
        [`sysdb_${id}_%`, staleVoiceRole],
      );
      expect(made.rows.map((row) => row.name).sort()).toEqual(
        DATABASE_SERVICES.map((service) => `sysdb_${id}_${service}`).sort(),
      );
    } finally {
      await admin.end();
    }
  });

  it.each(DATABASE_SERVICES.map((service) => [service]))(
    "%s's role, with the URL the service runs with, connects to its own database and to no other service's",
    async (service) => {
      for (const owner of DATABASE_SERVICES) {
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
