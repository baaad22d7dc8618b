import { describe, expect, it } from 'vitest';

/** The member area's GraphQL documents, as sent to the gateway. */
const documents = import.meta.glob<string>('./*.graphql', { query: '?raw', import: 'default', eager: true });

describe("the member area's GraphQL documents", () => {
  it('are found', () => {
    expect(Object.keys(documents).length).toBeGreaterThan(5);
  });

  it('never ask for the per-gender video ids: the server answers videoId for the member', () => {
    const asking = Object.entries(documents)
      .filter(([, text]) => /\bvideoId(Male|Female)\b/.test(text))
      .map(([file]) => file);
    expect(asking).toEqual([]);
  });

  it('ask the server for the rest days of the day strip', () => {
    expect(documents['./challenge-day.query.graphql']).toMatch(/\brestDays\b/);
  });
});
