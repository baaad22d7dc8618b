import type { NextFunction, Request, Response } from 'express';
import { csrfProtection } from './csrf.js';

const run = (method: string, headers: Record<string, string>) => {
  let passed = false;
  let status: number | undefined;
  const next: NextFunction = () => {
    passed = true;
  };
  const res = {
    status: (code: number) => {
      status = code;
      return { json: () => undefined };
    },
  } as unknown as Response;
  const req = {
    method,
    protocol: 'http',
    get: (name: string) => (name === 'host' ? 'reto.test' : undefined),
    header: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
  csrfProtection(['https://app.reto.example'])(req, res, next);
  return { passed, status };
};

describe('csrfProtection', () => {
  it('lets safe methods, same-origin, allow-listed and non-browser requests through', () => {
    expect(run('GET', { origin: 'https://evil.example' }).passed).toBe(true);
    expect(run('POST', { origin: 'http://reto.test' }).passed).toBe(true);
    expect(run('POST', { origin: 'https://app.reto.example' }).passed).toBe(true);
    expect(run('POST', {}).passed).toBe(true);
    expect(run('POST', { 'sec-fetch-site': 'same-origin' }).passed).toBe(true);
  });

  it('refuses a state-changing request from a foreign page with 403', () => {
    expect(run('POST', { origin: 'https://evil.example' })).toEqual({ passed: false, status: 403 });
    expect(run('DELETE', { 'sec-fetch-site': 'cross-site' })).toEqual({ passed: false, status: 403 });
    expect(run('POST', { origin: 'null' })).toEqual({ passed: false, status: 403 });
  });
});
