import { jest } from '@jest/globals';
import { createLogger } from '@reto/platform';
import { buildSchema, parse, subscribe, type ExecutionResult, type GraphQLResolveInfo } from 'graphql';
import MQEmitter from 'mqemitter';
import type { LiveEmitter } from './live-emitter.js';
import { LiveFanout, type LiveSocket } from './live-fanout.service.js';

const schema = buildSchema(`
  type Post { id: String! body: String! reactions: Int! }
  type Event { change: String! post: Post! }
  type Query { ok: Boolean }
  type Subscription { events(upper: Boolean): Event trainerEvents: Event }
`);

/** A socket as ws's: what was written to it, and whether it is open. */
const socketOf = (protocol = 'graphql-transport-ws') => {
  const sent: string[] = [];
  return {
    protocol,
    readyState: 1,
    sent,
    send: (text: string) => sent.push(text),
    messages: () => sent.map((text) => JSON.parse(text) as { type: string; id: string; payload: ExecutionResult }),
  };
};

/** What a subscription's resolver is given here: where it writes, and how it leaves once joined. */
interface Joining {
  socket: LiveSocket;
  operationId: string;
  leave: () => void;
}

let fanout: LiveFanout;
let executions: Record<string, number>;
// the subscription field's resolvers, as Nest gives them: `subscribe` joins the topic, `resolve` shapes the event
const events = schema.getSubscriptionType()!.getFields().events!;
events.subscribe = async (_root, _args, context: Joining, info: GraphQLResolveInfo) => {
  context.leave = await fanout.join(['community/group/g1'], context.socket, context.operationId, info);
  return { [Symbol.asyncIterator]: () => ({ next: () => new Promise(() => undefined) }) };
};
events.resolve = (payload: ReturnType<typeof event>, args: { upper?: boolean }) => {
  executions.events = (executions.events ?? 0) + 1;
  return args.upper ? { ...payload, post: { ...payload.post, body: payload.post.body.toUpperCase() } } : payload;
};

/** What a socket received after its subscription's live marker (its first message, checked here). */
const afterMarker = (socket: ReturnType<typeof socketOf>) => {
  const [marker, ...rest] = socket.messages();
  expect(marker?.payload).toEqual({ data: { events: null } });
  return rest;
};

const event = (id: string, body = 'Hoy tocó pierna') => ({ change: 'created', post: { id, body, reactions: 2 } });
const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('live delivery, shared by every subscriber of an audience', () => {
  let emitter: MQEmitter.MQEmitter;

  /** Opens a subscription as Mercurius does (GraphQL's `subscribe`), its resolver joining the group's topic on `socket`. */
  const open = async (socket: LiveSocket, operationId: string, query: string, variables?: Record<string, unknown>) => {
    const context: Joining = { socket, operationId, leave: () => undefined };
    await subscribe({ schema, document: parse(query), variableValues: variables, contextValue: context });
    return () => context.leave();
  };

  const publish = (payload: unknown) =>
    new Promise<void>((resolve) => emitter.emit({ topic: 'community/group/g1', payload }, () => resolve()));

  beforeEach(() => {
    emitter = MQEmitter();
    fanout = new LiveFanout(emitter as unknown as LiveEmitter, createLogger('test', 'silent'));
    executions = {};
  });

  it('executes an event once for the subscribers that asked the same thing, each receiving it under its own id', async () => {
    const sockets = [socketOf(), socketOf(), socketOf()];
    const query = 'subscription { events { change post { id body } } }';
    await Promise.all(sockets.map((socket, n) => open(socket, `op-${n}`, query)));
    await publish(event('p1'));
    await pause();

    expect(executions.events).toBe(1);
    sockets.forEach((socket, n) =>
      expect(afterMarker(socket)).toEqual([
        {
          type: 'next',
          id: `op-${n}`,
          payload: { data: { events: { change: 'created', post: { id: 'p1', body: 'Hoy tocó pierna' } } } },
        },
      ]),
    );
    expect(fanout.counts).toEqual({ topics: 1, audiences: 1, subscriptions: 3 });
  });

  it('gives each distinct document or variables its own execution and answer', async () => {
    const plain = socketOf();
    const upper = socketOf();
    const counts = socketOf();
    await open(plain, '1', 'subscription ($upper: Boolean) { events(upper: $upper) { post { body } } }', {
      upper: false,
    });
    await open(upper, '1', 'subscription ($upper: Boolean) { events(upper: $upper) { post { body } } }', {
      upper: true,
    });
    await open(counts, '1', 'subscription { events { post { id reactions } } }');
    await publish(event('p1'));
    await pause();

    expect(executions.events).toBe(3);
    expect(afterMarker(plain)[0]!.payload.data).toEqual({ events: { post: { body: 'Hoy tocó pierna' } } });
    expect(afterMarker(upper)[0]!.payload.data).toEqual({ events: { post: { body: 'HOY TOCÓ PIERNA' } } });
    expect(afterMarker(counts)[0]!.payload.data).toEqual({ events: { post: { id: 'p1', reactions: 2 } } });
  });

  it('writes nothing more to a subscription that left, nor to a closed socket', async () => {
    const staying = socketOf();
    const leaving = socketOf();
    const closed = socketOf();
    const query = 'subscription { events { post { id } } }';
    await open(staying, '1', query);
    const leave = await open(leaving, '1', query);
    await open(closed, '1', query);
    closed.readyState = 3;
    await publish(event('p1'));
    await pause();
    leave();
    await publish(event('p2'));
    await pause();

    expect(afterMarker(staying).map((m) => m.payload.data)).toEqual([
      { events: { post: { id: 'p1' } } },
      { events: { post: { id: 'p2' } } },
    ]);
    expect(afterMarker(leaving).map((m) => m.payload.data)).toEqual([{ events: { post: { id: 'p1' } } }]);
    expect(afterMarker(closed)).toEqual([]);
    expect(fanout.counts).toEqual({ topics: 1, audiences: 1, subscriptions: 2 });
  });

  it('stops listening to a topic when its last subscription leaves', async () => {
    const removed = jest.spyOn(emitter, 'removeListener');
    const first = await open(socketOf(), '1', 'subscription { events { post { id } } }');
    const second = await open(socketOf(), '1', 'subscription { events { post { body } } }');
    first();
    expect(removed).not.toHaveBeenCalled();
    second();
    expect(fanout.counts).toEqual({ topics: 0, audiences: 0, subscriptions: 0 });
    expect(removed).toHaveBeenCalledWith('community/group/g1', expect.any(Function));
  });

  it('delivers the events in the order they came, in the message type of the socket’s protocol', async () => {
    const legacy = socketOf('graphql-ws');
    await open(legacy, '7', 'subscription { events { post { id } } }');
    for (const id of ['p1', 'p2', 'p3']) await publish(event(id));
    await pause();

    expect(legacy.messages().map((m) => [m.type, m.id, m.payload.data])).toEqual([
      ['data', '7', { events: null }],
      ['data', '7', { events: { post: { id: 'p1' } } }],
      ['data', '7', { events: { post: { id: 'p2' } } }],
      ['data', '7', { events: { post: { id: 'p3' } } }],
    ]);
  });

  it('sends an event that cannot be executed as GraphQL errors, worded as the gateway words them', async () => {
    const socket = socketOf();
    await open(socket, '1', 'subscription { events { post { id body } } }');
    await publish({ change: 'created', post: { id: 'p1', body: null } });
    await pause();

    const [message] = afterMarker(socket);
    expect(message!.payload.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'INTERNAL_SERVER_ERROR' }) }),
    ]);
  });

  it('sends a subscription its null, under the name it asked, only once the emitter listens to its topic', async () => {
    let subscribed: (() => void) | undefined;
    const held = Object.assign(Object.create(emitter) as MQEmitter.MQEmitter, {
      on: (topic: string, listener: never, done: () => void) => emitter.on(topic, listener, () => (subscribed = done)),
    });
    fanout = new LiveFanout(held as unknown as LiveEmitter, createLogger('test', 'silent'));
    const socket = socketOf();
    const opened = open(socket, '3', 'subscription { feed: events { post { id } } }');
    await pause();
    expect(socket.sent).toEqual([]);

    subscribed!();
    await opened;
    await publish(event('p1'));
    await pause();
    expect(socket.messages().map((m) => m.payload.data)).toEqual([{ feed: null }, { feed: { post: { id: 'p1' } } }]);
  });
});
