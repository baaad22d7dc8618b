import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The one file that opens Redis connections: every app's client comes from `RedisModule`. */
const REDIS_MODULE = 'packages/platform/src/redis/redis.module.ts';

/**
 * A Redis client opened by hand (ioredis, node-redis, a copy of an existing client), or handed to a
 * library as options to open itself (BullMQ's `connection: { url }`).
 */
const OPENS_A_CLIENT =
  /\bnew\s+(Redis|IORedis|Cluster)\s*\(|\bcreateClient\s*\(|\.duplicate\s*\(|\bconnection:\s*\{\s*(url|host|port|path)\b/;

/** The apps' code (tests open their own clients to look into Redis, and are not apps). */
const APP_CODE = /^(services\/[^/]+|gateway|packages\/[^/]+)\/src\/.*\.ts$/;
const TEST = /\.(spec|int-spec|chaos-spec)\.ts$/;

/** Every line of `text` that opens a Redis client: `path:line`. */
export function clientsOpenedIn(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (OPENS_A_CLIENT.test(line) ? [`${path}:${index + 1}`] : []));
}

const appFiles = (): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((path) => APP_CODE.test(path) && !TEST.test(path) && path !== REDIS_MODULE);

describe('every Redis client comes from RedisModule', () => {
  it('no app code opens a Redis client of its own', () => {
    const opened = appFiles().flatMap((path) => {
      try {
        return clientsOpenedIn(path, readFileSync(`${ROOT}${path}`, 'utf8'));
      } catch {
        return []; // deleted in the working tree
      }
    });
    expect(opened).toEqual([]);
  });

  it('would see each way of opening one', () => {
    const probe = [
      "const redis = new Redis(config.REDIS_URL, { keyPrefix: 'x:' });",
      'const client = createClient({ url });',
      'const copy = redis.duplicate();',
      'const cluster = new Cluster([node]);',
      'BullModule.forRoot({ connection: { url: config.REDIS_URL, maxRetriesPerRequest: null } });',
      '@Inject(REDIS) private readonly redis: Redis,',
      'BullModule.forRoot({ connection: workers.redis });',
    ].join('\n');
    expect(clientsOpenedIn('probe.ts', probe)).toEqual([
      'probe.ts:1',
      'probe.ts:2',
      'probe.ts:3',
      'probe.ts:4',
      'probe.ts:5',
    ]);
  });
});
