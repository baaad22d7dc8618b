import { SERVICE_NAMES, type ServiceName } from '@reto/contracts';
import { connectAs, createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

/** Provisioning only: the role, the CONNECT grant and the schema, no tables. */
const bare = (service: ServiceName) => ({ service, entities: [], migrations: [] });

const databases = new Map<ServiceName, TestDatabase>();

beforeAll(async () => {
  for (const service of SERVICE_NAMES) {
    const db = await createTestDatabase(`it_roles_${service}`);
    databases.set(service, db);
    await db.migrate(bare(service));
  }
});

afterAll(async () => {
  for (const db of databases.values()) await db.drop();
});

describe("a service's PostgreSQL role", () => {
  it.each(SERVICE_NAMES.map((service) => [service]))(
    '%s connects to its own database and to no other service database',
    async (service) => {
      for (const [owner, db] of databases) {
        const answer = await connectAs(db.urlFor(service));
        if (owner === service) {
          expect(answer).toEqual({ user: service });
        } else {
          expect(answer).toEqual({
            code: '42501',
            message: expect.stringMatching(/permission denied for database/),
          });
        }
      }
    },
  );

  it('a database shared by several services (one system) admits exactly their roles', async () => {
    const shared = await createTestDatabase('it_roles_shared');
    try {
      await shared.migrate(bare('identity'));
      await shared.migrate(bare('challenge'));
      expect(await connectAs(shared.urlFor('identity'))).toEqual({ user: 'identity' });
      expect(await connectAs(shared.urlFor('challenge'))).toEqual({ user: 'challenge' });
      expect(await connectAs(shared.urlFor('billing'))).toMatchObject({ code: '42501' });
    } finally {
      await shared.drop();
    }
  });
});
