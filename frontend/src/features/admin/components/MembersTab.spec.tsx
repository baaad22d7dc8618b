import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { AdminMembersDocument } from '../../../gql/graphql';
import { aMember } from './member.fixture';
import { MembersTab } from './MembersTab';

const listing = (query: string, offset: number, total: number, names: string[]) => ({
  request: { query: AdminMembersDocument, variables: { query, offset, limit: 10 } },
  result: {
    data: {
      adminMembers: {
        __typename: 'AdminMemberPage',
        total,
        members: names.map((username, i) => aMember({ id: offset + i + 1, username, enrolments: [] })),
      },
    },
  },
});

const renderTab = (mocks: ReturnType<typeof listing>[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MembersTab />
      </ToastProvider>
    </MockedProvider>,
  );

describe('Usuarios', () => {
  it('lists the members ten at a time, with the total', async () => {
    const first = Array.from({ length: 10 }, (_, i) => `persona${i}`);
    renderTab([listing('', 0, 12, first), listing('', 10, 12, ['persona10', 'persona11'])]);
    expect(await screen.findByText('12 miembros')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'persona11' })).toBeTruthy();
  }, 15_000); // ten member cards render slowly in jsdom

  it('searches by what was typed, once typing pauses, and says when nobody matches', async () => {
    renderTab([listing('', 0, 1, ['ana']), listing('zz', 0, 0, [])]);
    expect(await screen.findByRole('heading', { name: 'ana' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar por nombre o email'), { target: { value: ' zz ' } });
    expect(await screen.findByText('No se encontraron miembros.')).toBeTruthy();
    expect(screen.getByText('0 miembros')).toBeTruthy();
  });
});
