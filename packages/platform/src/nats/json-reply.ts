import { NatsRecord } from '@nestjs/microservices';
import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer.js';

/**
 * An answer that is JSON already: a cached answer's bytes as Redis holds them, or an answer written
 * once to be both kept and sent. A NATS handler returns it and the reply carries those bytes as they
 * are (ReplySerializer), instead of parsing a cached text into objects only to write it again. `T` is
 * what the JSON holds.
 */
export class JsonReply<T = unknown> {
  /** Only for the type: what the bytes hold. */
  declare readonly holds?: T;

  constructor(readonly json: Buffer) {}

  static of<T>(value: T): JsonReply<T> {
    return new JsonReply<T>(Buffer.from(JSON.stringify(value)));
  }
}

const RESPONSE_OPENS = Buffer.from('{"response":');
const ENVELOPE_CLOSES = Buffer.from('}');

/**
 * Nest's NATS serializer, except that a JsonReply is spliced into the reply's envelope as its bytes
 * (`{"response":<bytes>,"isDisposed":true,"id":"…"}`: the same JSON Nest writes for the object it holds).
 */
export class ReplySerializer extends NatsRecordSerializer {
  override serialize(packet: unknown): NatsRecord {
    const { response, ...rest } = (packet ?? {}) as { response?: unknown };
    if (!(response instanceof JsonReply)) return super.serialize(packet);
    const others = JSON.stringify(rest);
    return new NatsRecord(
      Buffer.concat([
        RESPONSE_OPENS,
        response.json,
        others === '{}' ? ENVELOPE_CLOSES : Buffer.from(`,${others.slice(1)}`),
      ]),
    );
  }
}
