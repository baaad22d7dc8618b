import { MockedProvider } from '@apollo/client/testing/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PriceQuoteDocument } from '../../../gql/graphql';
import { usePriceQuote } from './usePriceQuote';

const quote = {
  __typename: 'PriceQuote' as const,
  country: 'MX',
  currency: 'MXN',
  symbol: '$',
  amount: 1832,
  baseAmountUsd: 99,
  source: 'live',
  guaranteeDays: 14,
};

describe('usePriceQuote', () => {
  it("takes the charge and the guarantee from billing's quote, not from the page's fallback", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={[{ request: { query: PriceQuoteDocument }, result: { data: { priceQuote: quote } } }]}>
        {children}
      </MockedProvider>
    );
    const { result } = renderHook(() => usePriceQuote(), { wrapper });
    expect(result.current.charge).toEqual({ symbol: '$', amount: 78, currency: 'USD' });
    await waitFor(() => expect(result.current.guaranteeDays).toBe(14));
    expect(result.current.price).toEqual({ symbol: '$', amount: 1832, currency: 'MXN' });
    expect(result.current.charge).toEqual({ symbol: '$', amount: 99, currency: 'USD' });
  });
});
