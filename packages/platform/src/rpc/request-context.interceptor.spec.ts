import type { CallHandler } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { NatsContext } from '@nestjs/microservices';
import { headers } from '@nats-io/transport-node';
import { REQUEST_ID_HEADER } from '@reto/contracts';
import { pino } from 'pino';
import { lastValueFrom, of, throwError, timer, map } from 'rxjs';
import { RequestContextInterceptor } from './request-context.interceptor.js';

/** The log lines the interceptor writes at info, through a real pino logger. */
function infoLog() {
  const lines: Array<{ level: number; msg: string; subject: string; reqId?: string }> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  return { lines, interceptor: new RequestContextInterceptor(logger) };
}

const request = (subject: string) => {
  const natsHeaders = headers();
  natsHeaders.set(REQUEST_ID_HEADER, 'req-1');
  return new ExecutionContextHost([{}, new NatsContext([subject, natsHeaders])]);
};

const handledBy = (handle: CallHandler['handle']): CallHandler => ({ handle });

describe('RequestContextInterceptor', () => {
  it('logs nothing at info for a request answered in time (the gateway logs every request)', async () => {
    const { lines, interceptor } = infoLog();
    const answer = interceptor.intercept(
      request('challenge.member.day'),
      handledBy(() => of({ day: 3 })),
    );
    await expect(lastValueFrom(answer)).resolves.toEqual({ day: 3 });
    expect(lines).toEqual([]);
  });

  it('logs a refused request at info, with its subject and the request id', async () => {
    const { lines, interceptor } = infoLog();
    const answer = interceptor.intercept(
      request('identity.session.create'),
      handledBy(() => throwError(() => new Error('invalid_credentials'))),
    );
    await expect(lastValueFrom(answer)).rejects.toThrow('invalid_credentials');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'nats request refused',
        subject: 'identity.session.create',
        reqId: 'req-1',
      }),
    ]);
  });

  it('warns of a request answered after half a second', async () => {
    const { lines, interceptor } = infoLog();
    const answer = interceptor.intercept(
      request('challenge.member.day'),
      handledBy(() => timer(520).pipe(map(() => 'late'))),
    );
    await expect(lastValueFrom(answer)).resolves.toBe('late');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'nats request handled slowly',
        subject: 'challenge.member.day',
        reqId: 'req-1',
      }),
    ]);
  });
});
