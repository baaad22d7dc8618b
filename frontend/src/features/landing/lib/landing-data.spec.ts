import { describe, expect, it, vi } from 'vitest';
import { loadLandingData, readServerLandingData } from './landing-data';

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the landing’s data', () => {
  it('asks for the next edition and billing’s offer (localised price, charge, guarantee) when the server did not write them', async () => {
    const fetchMock = vi.fn((path: string) =>
      path === '/api/next-edition'
        ? json({ number: 79, startDate: '2026-12-07', endDate: '2027-01-03' })
        : json({ symbol: '$', amount: 1832, currency: 'MXN', baseAmountUsd: 99, guaranteeDays: 14 }),
    );
    expect(await loadLandingData({}, fetchMock as unknown as typeof fetch)).toEqual({
      edition: { number: 79, startDate: '2026-12-07' },
      price: { symbol: '$', amount: 1832, currency: 'MXN' },
      chargeUsd: 99,
      guaranteeDays: 14,
    });
  });

  it('falls back to USD 78 and no edition number when the services fail', async () => {
    const failing = vi.fn(() => json({ message: 'El servicio no está disponible' }, 503));
    expect(await loadLandingData({}, failing as unknown as typeof fetch)).toEqual({
      edition: null,
      price: { symbol: '$', amount: 78, currency: 'USD' },
      chargeUsd: 78,
      guaranteeDays: 30,
    });
  });

  it('uses what the server wrote into the page without asking again', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="landing-data">{"edition":{"number":80,"startDate":"2027-01-04"},"price":{"symbol":"€","amount":72,"currency":"EUR","baseAmountUsd":78,"guaranteeDays":14},"aggregate":null}</script>';
    const server = readServerLandingData();
    const fetchMock = vi.fn();
    expect(await loadLandingData(server, fetchMock as unknown as typeof fetch)).toEqual({
      edition: { number: 80, startDate: '2027-01-04' },
      price: { symbol: '€', amount: 72, currency: 'EUR' },
      chargeUsd: 78,
      guaranteeDays: 14,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
