import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminCommunityPromptsDocument, AdminSetCommunityPromptDocument } from '../../../gql/graphql';
import { PromptsDesk } from './PromptsDesk';

const prompt = (day: number, text: string) => ({ __typename: 'CommunityDailyPrompt' as const, day, text });

describe('PromptsDesk', () => {
  it("writes a day's prompt ahead: the day is marked written and the list shows it", async () => {
    render(
      <MockedProvider
        mocks={[
          {
            request: { query: AdminCommunityPromptsDocument },
            result: { data: { adminCommunityPrompts: [prompt(1, '¿Lista para empezar?')] } },
          },
          {
            request: {
              query: AdminSetCommunityPromptDocument,
              variables: { day: 12, text: '¿Cómo te fue la rutina de hoy?' },
            },
            result: {
              data: {
                adminSetCommunityPrompt: [
                  prompt(1, '¿Lista para empezar?'),
                  prompt(12, '¿Cómo te fue la rutina de hoy?'),
                ],
              },
            },
          },
        ]}
      >
        <PromptsDesk />
      </MockedProvider>,
    );
    // the first day's prompt is in its field once the prompts arrive
    expect(await screen.findByDisplayValue('¿Lista para empezar?')).toBe(screen.getByLabelText('Pregunta del día 1'));
    fireEvent.change(screen.getByLabelText('Día del programa'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Pregunta del día 12'), {
      target: { value: '¿Cómo te fue la rutina de hoy?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect((await screen.findByRole('status')).textContent).toBe('Pregunta del día 12 guardada.');
    const list = screen.getByRole('list', { name: 'Preguntas escritas' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Día 1: ¿Lista para empezar?', 'Día 12: ¿Cómo te fue la rutina de hoy?']);
    expect(screen.getByRole('option', { name: 'Día 12 · escrita' })).toBeTruthy();
  });
});
