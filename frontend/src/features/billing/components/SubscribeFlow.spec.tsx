import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { PHONE_CODE_BY_COUNTRY } from '@reto/contracts/billing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { PriceQuoteDocument } from '../../../gql/graphql';
import { SubscribeFlow } from './SubscribeFlow';

const quoteFrom = (country: string): MockLink.MockedResponse => ({
  request: { query: PriceQuoteDocument },
  result: {
    data: {
      priceQuote: {
        __typename: 'PriceQuote',
        country,
        currency: 'USD',
        symbol: '$',
        amount: 78,
        baseAmountUsd: 78,
        source: 'live',
        guaranteeDays: 30,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const renderFlow = (country: string) =>
  render(
    <MockedProvider mocks={[quoteFrom(country)]}>
      <ToastProvider>
        <MemoryRouter>
          <SubscribeFlow onPaid={vi.fn()} />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );

const phoneCode = () => screen.getByLabelText('Código de país') as HTMLSelectElement;

describe('SubscribeFlow', () => {
  it.each(Object.entries(PHONE_CODE_BY_COUNTRY))(
    "a visitor from %s finds the phone's calling code %s chosen",
    async (country, code) => {
      renderFlow(country);
      await waitFor(() => {
        expect(phoneCode().value).toBe(code);
      });
    },
  );

  it('a Mexican visitor gets +52 (not the +1 of the US), and what the visitor picks stays', async () => {
    renderFlow('MX');
    await waitFor(() => {
      expect(phoneCode().value).toBe('+52');
    });
    fireEvent.change(phoneCode(), { target: { value: '+34' } });
    fireEvent.change(screen.getByLabelText('Ocupación'), { target: { value: 'Contadora' } });
    expect(phoneCode().value).toBe('+34');
  });
});
