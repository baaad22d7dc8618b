import { AdminCredentialService } from './admin-credential.service.js';
import type { IdentityConfig } from '../identity.config.js';

const service = new AdminCredentialService({ ADMIN_AUTH_SECRET: 'x'.repeat(40) } as IdentityConfig);
const now = new Date('2026-01-01T10:00:00Z');

describe('AdminCredentialService', () => {
  it('issues a credential that decodes to id:username and verifies until it expires', () => {
    const credential = service.issue({ id: 7, username: 'admin' }, now);
    expect(Buffer.from(credential.split('.')[0]!, 'base64url').toString()).toBe('7:admin');
    expect(service.verify(credential, now)).toMatchObject({ userId: 7, username: 'admin' });
    expect(service.verify(credential, new Date(now.getTime() + 13 * 3600_000))).toBeNull();
  });

  it('refuses a plain id:username, a tampered one, and one signed with another secret', () => {
    expect(service.verify('7:admin', now)).toBeNull();
    expect(service.verify(Buffer.from('7:admin').toString('base64'), now)).toBeNull();
    const credential = service.issue({ id: 7, username: 'admin' }, now);
    const [, expiry, mac] = credential.split('.');
    const forged = `${Buffer.from('1:admin').toString('base64url')}.${expiry}.${mac}`;
    expect(service.verify(forged, now)).toBeNull();
    const other = new AdminCredentialService({ ADMIN_AUTH_SECRET: 'y'.repeat(40) } as IdentityConfig);
    expect(other.verify(credential, now)).toBeNull();
  });
});
