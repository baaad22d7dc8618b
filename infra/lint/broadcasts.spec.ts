import { readRepoFile, repoFiles } from './repo-files.js';

/** The one file that publishes on core NATS: `RpcClient.announce`, which waits until the server took it. */
const ANNOUNCER = 'packages/platform/src/nats/rpc-client.ts';

/**
 * A core NATS publish by hand (a NATS connection's `publish`, not JetStream's `js.publish`, nor an
 * event bus's, nor GraphQL's pubsub): sent so, a broadcast of a change may reach a gateway replica
 * after the command's answer, and the caller's next request is answered from before the change.
 */
const PUBLISHES_BY_HAND = /\b(nats|connection|nc)\s*(\?\.|\.)\s*publish\s*\(/;

const APP_CODE = /^(services\/[^/]+|gateway|packages\/[^/]+)\/src\/.*\.ts$/;
const TEST = /\.(spec|int-spec|chaos-spec)\.ts$/;

/** Every line of `text` that publishes on core NATS by hand: `path:line`. */
export function handPublishesIn(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (PUBLISHES_BY_HAND.test(line) ? [`${path}:${index + 1}`] : []));
}

describe('every broadcast of a change goes through RpcClient.announce', () => {
  it('no app code publishes on core NATS by hand', () => {
    const found = repoFiles()
      .filter((path) => APP_CODE.test(path) && !TEST.test(path) && path !== ANNOUNCER)
      .flatMap((path) => handPublishesIn(path, readRepoFile(path) ?? ''));
    expect(found).toEqual([]);
  });

  it('would see each way of publishing by hand', () => {
    const probe = [
      'this.rpc.nats.publish(`${prefix}challenge.member.changed`, JSON.stringify({ userId }));',
      'this.rpc.nats?.publish(subject);',
      'connection.publish(subject, body);',
      'nc.publish(subject);',
      'await this.js.publish(subject, body, { msgID });',
      'await this.bus.publish(subject, event, id);',
      'await this.rpc.announce(subject, { userId });',
    ].join('\n');
    expect(handPublishesIn('probe.ts', probe)).toEqual(['probe.ts:1', 'probe.ts:2', 'probe.ts:3', 'probe.ts:4']);
  });
});
