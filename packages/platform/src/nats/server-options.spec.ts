import { jest } from '@jest/globals';
import { PrefixedNatsServer } from './server-options.js';

const server = new PrefixedNatsServer({ servers: 'nats://127.0.0.1:4222' }, 'test.');

describe("a service's NATS server finds the handler's route", () => {
  it('of a subject text as it is, without reading it as JSON', () => {
    const parse = jest.spyOn(JSON, 'parse');
    expect(server.getRouteFromPattern('identity.session.resolve')).toBe('identity.session.resolve');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('of an object pattern as Nest does', () => {
    expect(server.getRouteFromPattern('{"cmd":"sum","role":"math"}')).toBe('{"cmd":"sum","role":"math"}');
    expect(server.getRouteFromPattern(' {"role":"math","cmd":"sum"}')).toBe('{"cmd":"sum","role":"math"}');
    expect(server.getRouteFromPattern('"quoted.subject"')).toBe('quoted.subject');
  });
});
