import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import {
  CancelSubscriptionRenewalDocument,
  ResumeSubscriptionRenewalDocument,
  SubscriptionStatusDocument,
} from '../../../gql/graphql';
import { RENEWAL_ANCHOR, RenewalCard } from './RenewalCard';

const status = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'SubscriptionStatus' as const,
  hasSubscription: true,
  status: 'active',
  isPreaproved: false,
  message: 'Tu suscripción está activa.',
  currentPeriodEnd: '2027-01-04T00:00:00.000Z',
  subscriptionId: 'sim_sub_1',
  cancelAtPeriodEnd: false,
  ...overrides,
});
const statusAnswer = (subscriptionStatus: ReturnType<typeof status>): MockLink.MockedResponse => ({
  request: { query: SubscriptionStatusDocument },
  result: { data: { subscriptionStatus } },
});
const cancelled: MockLink.MockedResponse = {
  request: { query: CancelSubscriptionRenewalDocument },
  result: {
    data: {
      cancelSubscriptionRenewal: status({
        cancelAtPeriodEnd: true,
        message: 'Tu suscripción no se renovará y termina al final del periodo.',
      }),
    },
  },
};

const resumed: MockLink.MockedResponse = {
  request: { query: ResumeSubscriptionRenewalDocument },
  result: { data: { resumeSubscriptionRenewal: status() } },
};

const renderCard = (mocks: MockLink.MockedResponse[], path = '/profile') =>
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <RenewalCard />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );

describe('RenewalCard', () => {
  it('cancels the renewal in two taps: what stops and until when, then the end date; one tap turns it back on', async () => {
    renderCard([statusAnswer(status()), cancelled, resumed]);
    expect(
      await screen.findByText(
        'Se renueva al empezar cada edición, cada 28 días. Próxima renovación: 4 de enero de 2027, el primer día de la próxima edición.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar renovación' }));
    expect(
      screen.getByText(
        'Se cancela la renovación automática: no te cobraremos de nuevo. Tu acceso sigue hasta el 3 de enero de 2027.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar renovación' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Renovación cancelada. Tu acceso sigue hasta el 3 de enero de 2027.',
    );
    expect(screen.queryByRole('button', { name: 'Cancelar renovación' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reactivar renovación' }));
    expect(
      await screen.findByText(
        'Se renueva al empezar cada edición, cada 28 días. Próxima renovación: 4 de enero de 2027, el primer día de la próxima edición.',
      ),
    ).toBeTruthy();
  });

  it('keeps the renewal when the member changes their mind', async () => {
    renderCard([statusAnswer(status())]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar renovación' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, mantenerla' }));
    expect(screen.getByRole('button', { name: 'Cancelar renovación' })).toBeTruthy();
  });

  it('shows nothing to a member without a subscription', async () => {
    const { container } = renderCard([
      statusAnswer(status({ hasSubscription: false, status: 'none', currentPeriodEnd: null, subscriptionId: null })),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-testid="renewal"]')).toBeNull();
  });

  it("is where the avatar menu's link lands: scrolled into view when the address names it", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderCard([statusAnswer(status())], `/profile#${RENEWAL_ANCHOR}`);
    const card = await screen.findByTestId('renewal');
    expect(card.id).toBe(RENEWAL_ANCHOR);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(card);
  });
});
