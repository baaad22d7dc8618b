import { DEFAULT_PUSH_SERVICE_ORIGINS } from '../challenge.constants.js';
import { isAllowedPushEndpoint } from './push-origins.js';

const origins = DEFAULT_PUSH_SERVICE_ORIGINS.split(',');

describe('the push services a subscription may point at', () => {
  it('takes the browsers’ push services', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc:def', origins)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/gAAA', origins)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGuQ', origins)).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-db5p.notify.windows.com/w/?token=x', origins)).toBe(true);
  });

  it('refuses any other address, a look-alike host, plain http and other ports', () => {
    expect(isAllowedPushEndpoint('https://evil.example/fcm.googleapis.com', origins)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', origins)).toBe(false);
    expect(isAllowedPushEndpoint('https://evilnotify.windows.com/x', origins)).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/x', origins)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x', origins)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:5432/', origins)).toBe(false);
    expect(isAllowedPushEndpoint('not a url', origins)).toBe(false);
  });

  it('takes exactly a configured origin (a local push service in tests)', () => {
    expect(isAllowedPushEndpoint('http://localhost:8090/notify/abc', ['http://localhost:8090'])).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:8091/notify/abc', ['http://localhost:8090'])).toBe(false);
  });
});
