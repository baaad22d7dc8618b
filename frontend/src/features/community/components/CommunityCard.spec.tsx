import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DashboardCommunityDocument } from '../../../gql/graphql';
import { CommunityCard } from './CommunityCard';

const answer = (pinned: boolean, unread: number): MockLink.MockedResponse => ({
  request: { query: DashboardCommunityDocument },
  result: {
    data: {
      communityCard: {
        __typename: 'CommunityCard',
        pinned: pinned
          ? {
              __typename: 'CommunityCardPost',
              id: 'p1',
              body: 'Semana 2: sube el peso en las sentadillas si terminaste fácil.',
              authorName: 'Emilio',
            }
          : null,
        unread,
      },
    },
  },
});

const renderCard = (mocks: MockLink.MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <CommunityCard />
      </MemoryRouter>
    </MockedProvider>,
  );

describe('CommunityCard', () => {
  it('shows the group’s latest pinned post and the coach’s unread messages, each a link', async () => {
    renderCard([answer(true, 2)]);
    expect(await screen.findByText('Fijado por Emilio')).toBeTruthy();
    expect(screen.getByText('Semana 2: sube el peso en las sentadillas si terminaste fácil.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al grupo' }).getAttribute('href')).toBe('/grupo');
    expect(screen.getByRole('link', { name: 'Tienes 2 mensajes nuevos de tu entrenador' }).getAttribute('href')).toBe(
      '/mensajes',
    );
  });

  it('shows no post when none is pinned, and an invitation to write when nothing is unread', async () => {
    renderCard([answer(false, 0)]);
    expect(await screen.findByText('Comparte cómo te va con las personas de tu edición.')).toBeTruthy();
    expect(screen.queryByText(/sentadillas/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Escribir a tu entrenador' }).getAttribute('href')).toBe('/mensajes');
  });

  it('shows nothing for a member outside a group', async () => {
    const { container } = renderCard([
      { request: { query: DashboardCommunityDocument }, error: new Error('Grupo no encontrado') },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.innerHTML).toBe('');
  });
});
