import { NatsRecordSerializer } from '@nestjs/microservices/serializers/nats-record.serializer.js';
import { JsonReply, ReplySerializer } from './json-reply.js';

const nest = new NatsRecordSerializer();
const ours = new ReplySerializer();
const text = (data: unknown) => (typeof data === 'string' ? data : Buffer.from(data as Uint8Array).toString());

const answer = {
  dayOfChallenge: 3,
  todaysUnit: { id: 7, title: 'SEMANA 1 - RUTINA #3', exercises: [{ id: 1 }, { id: 2 }] },
  description: 'Sentadillas: "baja despacio" — ¡vamos! \u2028 ñ',
  restDays: [7, 14, 21, 28],
  access: null,
};

describe('a NATS reply', () => {
  it("carries a JsonReply's bytes as the JSON Nest writes for the answer they hold", () => {
    const packet = (response: unknown) => ({ response, isDisposed: true, id: 'request-1' });
    const sent = ours.serialize(packet(JsonReply.of(answer)));
    expect(JSON.parse(text(sent.data))).toEqual(JSON.parse(text(nest.serialize(packet(answer)).data)));
    expect(JSON.parse(text(sent.data)).response).toEqual(answer);
  });

  it("carries the bytes as they are: a cached answer's text is not parsed and written again", () => {
    const cached = Buffer.from('{"streak":4,  "progress":12}');
    const sent = ours.serialize({ response: new JsonReply(cached), id: 'request-2' });
    expect(text(sent.data)).toBe('{"response":{"streak":4,  "progress":12},"id":"request-2"}');
  });

  it('is written as Nest writes it when it is an object or a refusal', () => {
    for (const packet of [
      { response: answer, isDisposed: true, id: 'request-3' },
      { err: { status: 404, code: 'UNIT_NOT_FOUND', message: 'No encontramos esa rutina.' }, id: 'request-4' },
      { isDisposed: true, id: 'request-5' },
    ])
      expect(ours.serialize(packet)).toEqual(nest.serialize(packet));
  });
});
