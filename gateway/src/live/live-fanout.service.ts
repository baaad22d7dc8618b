import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { LOGGER } from '@reto/platform';
import {
  execute,
  Kind,
  print,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { Logger } from 'pino';
import { executionErrorFormatter } from '../graphql/graphql-errors.js';
import { LIVE_EMITTER, type LiveEmitter } from './live-emitter.js';

/** The WebSocket of a live connection, as far as delivery uses it (ws's WebSocket). */
export interface LiveSocket {
  /** The subprotocol agreed: `graphql-transport-ws` (graphql-ws's clients), or the older `graphql-ws`. */
  readonly protocol: string;
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

/** One subscription's place in an audience: its socket, and its message's head (the operation's id). */
interface Delivery {
  socket: LiveSocket;
  /** `{"type":"next","id":"…","payload":` : the payload and a `}` follow. */
  head: string;
}

/** The subscriptions of one topic on this replica that asked the same document with the same variables. */
interface Audience {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables: Record<string, unknown>;
  deliveries: Set<Delivery>;
}

/** One topic of the shared emitter as this replica listens to it: one listener, whatever its subscribers. */
interface Topic {
  audiences: Map<string, Audience>;
  listener: (message: { payload: unknown }, done: () => void) => void;
  /** The emitter has subscribed (Redis's SUBSCRIBE answered): what is published from then on arrives. */
  listening: Promise<void>;
  /** The events in the order they came; each is delivered after the previous one. */
  tail: Promise<void>;
}

/** What `join` answers: how the subscription leaves its audience. */
export type LeaveLive = () => void;

/**
 * A subscription's first event: its field (under the name the client asked it by) is null. It
 * says the subscription now receives every change, so the page reads again what it shows.
 */
export const liveMarker = (info: GraphQLResolveInfo): string => JSON.stringify({ data: { [info.path.key]: null } });

/** The data message of the connection's protocol (graphql-transport-ws: `next`; the older graphql-ws: `data`). */
const dataType = (socket: LiveSocket) => (socket.protocol === 'graphql-transport-ws' ? 'next' : 'data');

/**
 * Delivers the shared emitter's events to the subscriptions open on this replica, at the cost of
 * one execution per event and per audience rather than one per subscriber: the subscriptions of a
 * topic that asked the same document with the same variables form an audience; an event is executed
 * once for it (its subscription field's `resolve` and the fields asked, with the event as root),
 * serialised once, and the same text goes to every socket of the audience, each under its own
 * operation id. Who receives what is decided when a subscription joins (the topic is the member's
 * group, the trainer's chosen group, the member's conversation) and when it leaves (the member left
 * the group, the session ended, the client stopped): nothing of a live payload may depend on the
 * asker beyond its topic and its document (a member's own 💪 stays on their screen, which keeps it).
 */
@Injectable()
export class LiveFanout implements OnModuleDestroy {
  private readonly topics = new Map<string, Topic>();
  private readonly formatErrors: ReturnType<typeof executionErrorFormatter>;

  constructor(
    @Inject(LIVE_EMITTER) private readonly emitter: LiveEmitter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.formatErrors = executionErrorFormatter(logger, { suggestions: false });
  }

  onModuleDestroy(): void {
    for (const [name, topic] of this.topics) this.emitter.removeListener(name, topic.listener as never);
    this.topics.clear();
  }

  /**
   * Puts a subscription (its resolver's `info` and the operation's `id` on `socket`) in the
   * audience of each of `topics`; once the emitter listens on all of them, sends the subscription
   * its live marker (the field's null) and answers. A change published after Redis answered the
   * SUBSCRIBE reaches the socket; one published before it was committed before the marker left, so
   * a page that reads again on the marker sees it: nothing made while the subscription joined is lost.
   */
  async join(topics: string[], socket: LiveSocket, operationId: string, info: GraphQLResolveInfo): Promise<LeaveLive> {
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [info.operation, ...Object.values(info.fragments)],
    };
    const variables = info.variableValues;
    const key = `${print(document)}\n${JSON.stringify(variables)}`;
    const delivery: Delivery = {
      socket,
      head: `{"type":${JSON.stringify(dataType(socket))},"id":${JSON.stringify(operationId)},"payload":`,
    };
    const joined: Array<{ name: string; audience: Audience }> = [];
    for (const name of topics) {
      const topic = this.topics.get(name) ?? this.listen(name);
      let audience = topic.audiences.get(key);
      if (!audience) {
        audience = { schema: info.schema, document, variables, deliveries: new Set() };
        topic.audiences.set(key, audience);
      }
      audience.deliveries.add(delivery);
      joined.push({ name, audience });
    }
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      for (const { name, audience } of joined) this.leave(name, key, audience, delivery);
    };
    try {
      await Promise.all(topics.map((name) => this.topics.get(name)?.listening));
    } catch (error) {
      leave();
      throw error;
    }
    if (socket.readyState === OPEN) socket.send(`${delivery.head}${liveMarker(info)}}`);
    return leave;
  }

  /** How many subscriptions and audiences this replica delivers to (for the metrics and the tests). */
  get counts(): { topics: number; audiences: number; subscriptions: number } {
    let audiences = 0;
    let subscriptions = 0;
    for (const topic of this.topics.values()) {
      audiences += topic.audiences.size;
      for (const audience of topic.audiences.values()) subscriptions += audience.deliveries.size;
    }
    return { topics: this.topics.size, audiences, subscriptions };
  }

  private listen(name: string): Topic {
    const topic: Topic = {
      audiences: new Map(),
      listener: (message, done) => {
        topic.tail = topic.tail.then(() => this.deliver(topic, message.payload));
        done();
      },
      listening: Promise.resolve(),
      tail: Promise.resolve(),
    };
    topic.listening = new Promise<void>((resolve, reject) =>
      this.emitter.on(name, topic.listener as never, ((error?: Error) => (error ? reject(error) : resolve())) as never),
    );
    // a failed SUBSCRIBE is the joining subscription's error; nobody else awaits it
    topic.listening.catch(() => undefined);
    this.topics.set(name, topic);
    return topic;
  }

  private leave(name: string, key: string, audience: Audience, delivery: Delivery): void {
    audience.deliveries.delete(delivery);
    const topic = this.topics.get(name);
    if (!topic || audience.deliveries.size > 0) return;
    topic.audiences.delete(key);
    if (topic.audiences.size > 0) return;
    this.topics.delete(name);
    this.emitter.removeListener(name, topic.listener as never);
  }

  /** One event to every audience of its topic: executed and serialised once each, written to each socket. */
  private async deliver(topic: Topic, payload: unknown): Promise<void> {
    for (const audience of [...topic.audiences.values()]) {
      try {
        const text = this.render(await this.executed(audience, payload));
        for (const { socket, head } of audience.deliveries)
          if (socket.readyState === OPEN) socket.send(`${head}${text}}`);
      } catch (error) {
        this.logger.error({ err: error }, 'live event not delivered to an audience');
      }
    }
  }

  private executed(audience: Audience, payload: unknown): ExecutionResult | Promise<ExecutionResult> {
    const { schema, document, variables } = audience;
    return execute({
      schema,
      document,
      rootValue: payload,
      // nothing of a live payload depends on the asker: no member's context is shared with another
      contextValue: {},
      variableValues: variables,
    });
  }

  private render(result: ExecutionResult): string {
    const errors = result.errors;
    return JSON.stringify(
      errors && errors.length > 0 ? this.formatErrors({ ...result, errors }, undefined).response : result,
    );
  }
}

/**
 * What a live subscription's resolver answers to GraphQL: an iterator that yields nothing (the
 * fan-out writes the events to the socket itself) and ends when the subscription does, which
 * Mercurius then completes to the client (`complete`) and forgets. Mercurius's `return()` (the
 * client stopped, the socket closed) ends it too.
 */
export class LiveStream implements AsyncIterableIterator<never> {
  private ended = false;
  private pending: Array<(result: IteratorResult<never>) => void> = [];

  constructor(private readonly onEnd: () => void) {}

  next(): Promise<IteratorResult<never>> {
    if (this.ended) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve) => this.pending.push(resolve));
  }

  return(): Promise<IteratorResult<never>> {
    this.end();
    return Promise.resolve({ done: true, value: undefined });
  }

  /** Ends the subscription: nothing more is written to it, and the client is told it completed. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
    for (const resolve of this.pending.splice(0)) resolve({ done: true, value: undefined });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
