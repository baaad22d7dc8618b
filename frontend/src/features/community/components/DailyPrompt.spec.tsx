import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommunityPromptDocument } from '../../../gql/graphql';
import { DailyPrompt } from './DailyPrompt';

/** Renders the prompt over the server's answer; resolves once that answer reached the screen. */
async function renderPrompt(day: number | null, prompt: string | null) {
  const answer = vi.fn(() => ({ data: { communityPrompt: { __typename: 'CommunityPrompt' as const, day, prompt } } }));
  render(
    <MockedProvider mocks={[{ request: { query: CommunityPromptDocument }, result: answer }]}>
      <DailyPrompt />
    </MockedProvider>,
  );
  await waitFor(() => expect(answer).toHaveBeenCalled());
  await act(async () => {});
}

describe('DailyPrompt', () => {
  it("shows the trainer's question of the member's day under the day's number", async () => {
    await renderPrompt(12, '¿Qué te costó más esta semana?');
    const section = screen.getByRole('region', { name: 'Día 12' });
    expect(section.textContent).toBe('Día 12¿Qué te costó más esta semana?');
  });

  it('shows nothing on a day the trainer wrote no question for', async () => {
    await renderPrompt(12, null);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Día 12')).toBeNull();
  });

  it('shows nothing before the member has a programme day', async () => {
    await renderPrompt(null, '¿Lista para empezar?');
    expect(screen.queryByText('¿Lista para empezar?')).toBeNull();
  });
});
