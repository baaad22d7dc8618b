import { publishesEvents } from '@reto/platform';
import { adminDatabase } from './admin.database.js';

describe("the admin service's database", () => {
  it('keeps the audit log and the events it consumed, and no outbox: it publishes nothing, so no relay polls', () => {
    expect(publishesEvents(adminDatabase)).toBe(false);
  });
});
