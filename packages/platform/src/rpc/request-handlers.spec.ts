import { Injectable } from '@nestjs/common';
import { MetadataScanner } from '@nestjs/core';
import { NatsContext } from '@nestjs/microservices';
import { ListenerMetadataExplorer } from '@nestjs/microservices/listener-metadata-explorer.js';
import { headers } from '@nats-io/transport-node';
import { Test } from '@nestjs/testing';
import { REQUEST_ID_HEADER } from '@reto/contracts';
import { z } from 'zod';
import { DomainError } from '../errors.js';
import { requestHandlers } from './request-handlers.js';

@Injectable()
class GreetingService {
  readonly calls: unknown[][] = [];
  greet(name: string, requestId: string) {
    this.calls.push(['greet', name, requestId]);
    return Promise.resolve({ greeting: `Hola, ${name}` });
  }
  count() {
    this.calls.push(['count']);
    return 3;
  }
}

const GreetSchema = z.object({ name: z.string().trim().min(1) });

const GreetingHandler = requestHandlers(GreetingService, (handle) => ({
  'greetings.greet': handle(GreetSchema, (greetings, { name }, requestId) => greetings.greet(name, requestId)),
  'greetings.count': handle((greetings) => greetings.count()),
}));

/** The handler as Nest builds it (its use case injected), the service, and a request's context. */
const built = async () => {
  const module = await Test.createTestingModule({
    controllers: [GreetingHandler],
    providers: [GreetingService],
  }).compile();
  const handler = module.get<Record<string, (payload: unknown, nats: NatsContext) => unknown>>(GreetingHandler);
  const service = module.get(GreetingService);
  const context = (subject: string, requestId?: string) => {
    const sent = headers();
    if (requestId) sent.set(REQUEST_ID_HEADER, requestId);
    return new NatsContext([subject, sent]);
  };
  return { handler, service, context };
};

describe('a NATS adapter written as a table of subjects', () => {
  it('is a controller Nest finds a message handler in for each subject, named after its use case', async () => {
    const { handler } = await built();
    const found = new ListenerMetadataExplorer(new MetadataScanner()).explore(handler);
    expect(found.map(({ patterns, isEventHandler }) => ({ patterns, isEventHandler }))).toEqual([
      { patterns: ['greetings.greet'], isEventHandler: false },
      { patterns: ['greetings.count'], isEventHandler: false },
    ]);
    expect(GreetingHandler.name).toBe('GreetingHandler');
  });

  it("calls the injected use case with the payload as the contract parsed it and the caller's request id", async () => {
    const { handler, service, context } = await built();
    await expect(handler['greetings.greet']!({ name: '  Ana ' }, context('greetings.greet', 'req-7'))).resolves.toEqual(
      {
        greeting: 'Hola, Ana',
      },
    );
    expect(handler['greetings.count']!({ anything: true }, context('greetings.count'))).toBe(3);
    expect(service.calls).toEqual([['greet', 'Ana', 'req-7'], ['count']]);
  });

  it('refuses a payload its contract refuses with a 400, without calling the use case', async () => {
    const { handler, service, context } = await built();
    let refusal: unknown;
    try {
      handler['greetings.greet']!({ name: '' }, context('greetings.greet', 'req-8'));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).status).toBe(400);
    expect(service.calls).toEqual([]);
  });
});
