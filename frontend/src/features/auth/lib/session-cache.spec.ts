import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../../../gql/graphql';
import { juan } from '../../../test/fixtures';
import { whoIsSignedInLink, writeCurrentUser } from './session-cache';

const member = juan();
const answer = (me: unknown) =>
  new Response(JSON.stringify({ data: { me } }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('who is signed in', () => {
  it('asks again a visitor answer that arrives after the sign-in, so the member stays signed in', async () => {
    // The page asked who is signed in while nobody was; that answer is slow to come back.
    let answerTheVisitor: (response: Response) => void = () => undefined;
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerTheVisitor = resolve)))
      .mockImplementation(async () => answer(member));
    const client = new ApolloClient({
      link: ApolloLink.from([whoIsSignedInLink, new HttpLink({ uri: '/graphql', fetch: fetchImpl })]),
      cache: new InMemoryCache(),
    });
    const seen: unknown[] = [];
    // Every answer the page showed (none while the first was awaited).
    const watching = client.watchQuery({ query: MeDocument }).subscribe(({ data }) => {
      if (data) seen.push(data.me);
    });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));

    writeCurrentUser(client, member);
    answerTheVisitor(answer(null));

    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ id: member.id }));
    expect(seen).not.toContain(null);
    expect(client.readQuery({ query: MeDocument })?.me).toMatchObject({ id: member.id });
    watching.unsubscribe();
  });

  it('keeps an answer asked and given under the same session', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => answer(null));
    const client = new ApolloClient({
      link: ApolloLink.from([whoIsSignedInLink, new HttpLink({ uri: '/graphql', fetch: fetchImpl })]),
      cache: new InMemoryCache(),
    });
    expect((await client.query({ query: MeDocument })).data?.me).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
