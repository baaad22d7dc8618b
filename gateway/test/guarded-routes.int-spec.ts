import { Controller, ForbiddenException, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { guardedRoutes } from '../src/http/guarded-routes.js';

/**
 * The route decorators of one kind of caller, on a real Nest application over Fastify: each verb
 * lets the caller the guard admits through and turns everyone else away before the route runs, and
 * a command answers 200 (what the legacy clients expect), not a POST's 201.
 */
@Injectable()
class OnlyWithPass implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<{ headers: Record<string, string> }>().headers['x-pass']) return true;
    throw new ForbiddenException('sin pase');
  }
}

const Holder = guardedRoutes(OnlyWithPass);
const ran: string[] = [];

@Controller('api')
class HolderController {
  @Holder.Get('read')
  read() {
    ran.push('read');
    return { read: true };
  }

  @Holder.Post('command')
  command() {
    ran.push('command');
    return { done: true };
  }

  @Holder.Put('replace')
  replace() {
    ran.push('replace');
    return { replaced: true };
  }

  @Holder.Delete('remove')
  remove() {
    ran.push('remove');
    return { removed: true };
  }
}

let app: NestFastifyApplication;
let url: string;

beforeAll(async () => {
  const module = await Test.createTestingModule({
    controllers: [HolderController],
    providers: [OnlyWithPass],
  }).compile();
  app = module.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), { logger: false });
  await app.listen(0, '127.0.0.1');
  url = await app.getUrl();
});

afterAll(() => app?.close());

describe('routes behind a guard', () => {
  it.each([
    ['GET', 'read', { read: true }],
    ['POST', 'command', { done: true }],
    ['PUT', 'replace', { replaced: true }],
    ['DELETE', 'remove', { removed: true }],
  ])('%s /api/%s: 403 without the pass and the route never runs; 200 with it', async (method, path, answer) => {
    ran.length = 0;
    const refused = await fetch(`${url}/api/${path}`, { method });
    expect([refused.status, ran]).toEqual([403, []]);

    const admitted = await fetch(`${url}/api/${path}`, { method, headers: { 'x-pass': '1' } });
    expect([admitted.status, await admitted.json(), ran]).toEqual([200, answer, [path]]);
  });
});
