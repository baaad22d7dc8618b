import type { SessionGrant } from '@reto/contracts';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { GatewayConfig } from '../gateway.config.js';
import type { HttpReply } from '../http/http.js';
import { SessionCookie } from './session-cookie.service.js';

const grant = { token: 't0k3n', expiresAt: '2026-12-23T10:00:00.000Z' } as SessionGrant;

const optionsSetBy = (publicUrl: string, nodeEnv: GatewayConfig['NODE_ENV']) => {
  const set: CookieSerializeOptions[] = [];
  const res = { setCookie: (_name: string, _value: string, options: CookieSerializeOptions) => set.push(options) };
  new SessionCookie({ PUBLIC_URL: publicUrl, NODE_ENV: nodeEnv } as GatewayConfig).set(
    res as unknown as HttpReply,
    grant,
  );
  return set[0];
};

describe('SessionCookie', () => {
  it('is Secure whenever PUBLIC_URL is https, whatever NODE_ENV says', () => {
    expect(optionsSetBy('https://reto.example', 'development')).toMatchObject({ secure: true, httpOnly: true });
    expect(optionsSetBy('https://reto.example', 'production')).toMatchObject({ secure: true, sameSite: 'lax' });
  });

  it('is not Secure on a plain-http local address (the browser would drop it)', () => {
    expect(optionsSetBy('http://localhost:3000', 'development')).toMatchObject({ secure: false, httpOnly: true });
  });
});
