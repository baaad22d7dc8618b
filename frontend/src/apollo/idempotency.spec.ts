import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { idempotencyLink } from './idempotency';

const SAVE = gql`
  mutation Save($time: String!) {
    save(time: $time)
  }
`;
const READ = gql`
  query Read {
    read
  }
`;

function clientWith(fetchImpl: typeof fetch) {
  return new ApolloClient({
    link: ApolloLink.from([idempotencyLink, new HttpLink({ uri: '/graphql', fetch: fetchImpl })]),
    cache: new InMemoryCache(),
  });
}

const keysSent = (fetchImpl: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('idempotency-key'));

describe('idempotencyLink', () => {
  it('sends one new Idempotency-Key per mutation and none with a query', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (_url, init) => {
      const isMutation = String(init?.body).includes('mutation');
      return new Response(JSON.stringify({ data: isMutation ? { save: true } : { read: 'x' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = clientWith(fetchImpl);
    await client.mutate({ mutation: SAVE, variables: { time: '07:00' } });
    await client.mutate({ mutation: SAVE, variables: { time: '07:00' } });
    await client.query({ query: READ });

    const [first, second, query] = keysSent(fetchImpl);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(query).toBeNull();
  });

  it('keeps the key a caller chose (a retry of the same action)', async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ data: { save: true } }), { headers: { 'content-type': 'application/json' } }),
    );
    const client = clientWith(fetchImpl);
    for (let i = 0; i < 2; i += 1) {
      await client.mutate({
        mutation: SAVE,
        variables: { time: '07:00' },
        context: { headers: { 'Idempotency-Key': 'accion-1' } },
      });
    }
    expect(keysSent(fetchImpl)).toEqual(['accion-1', 'accion-1']);
  });
});
