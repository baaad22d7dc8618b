import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { CreateMagicLinkDocument, GrantAccessDocument } from '../../../gql/graphql';
import { aMember } from './member.fixture';
import { MemberCard } from './MemberCard';

const granting = {
  request: { query: GrantAccessDocument, variables: { userId: 7, edition: 'next' } },
  result: {
    data: {
      grantAccess: {
        __typename: 'GrantedAccess',
        enrolmentId: 'e3',
        editionNumber: 6,
        startDate: '2026-11-30',
        endDate: '2026-12-27',
      },
    },
  },
};
const linking = {
  request: { query: CreateMagicLinkDocument, variables: { username: 'ana' } },
  result: {
    data: {
      createMagicLink: {
        __typename: 'AdminMagicLink',
        magicLink: 'https://reto.example/acceso?token=abc',
        username: 'ana',
        expiresAt: '2026-12-01T00:00:00Z',
      },
    },
  },
};

const renderCard = (onChanged = vi.fn()) => {
  render(
    <MockedProvider mocks={[granting, linking]}>
      <ToastProvider>
        <ul>
          <MemberCard member={aMember()} onChanged={onChanged} />
        </ul>
      </ToastProvider>
    </MockedProvider>,
  );
  return onChanged;
};

describe('MemberCard', () => {
  it('shows who the member is, their status and where they are in the challenge', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'ana' })).toBeTruthy();
    expect(screen.getByText('Acceso activo')).toBeTruthy();
    expect(screen.getByText('Mujer')).toBeTruthy();
    expect(screen.getByText('Día 5 de 28')).toBeTruthy();
    expect(screen.getByText('3 días')).toBeTruthy();
    expect(screen.getByText('18% completado')).toBeTruthy();
  });

  it('grants the next edition and says which', async () => {
    const onChanged = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Dar acceso a la próxima edición' }));
    expect(await screen.findByText('Acceso concedido a la edición 6')).toBeTruthy();
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
  });

  it('creates a magic link and shows it to copy', async () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Crear enlace de acceso' }));
    const field = (await screen.findByLabelText('Enlace de acceso (válido 48 horas, un solo uso)')) as HTMLInputElement;
    expect(field.value).toBe('https://reto.example/acceso?token=abc');
  });
});
