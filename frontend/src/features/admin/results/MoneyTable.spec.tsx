import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MoneyTable } from './MoneyTable';
import { anInsights, captureCsvDownloads } from './results.fixtures';

const money = [
  ...anInsights(64).money,
  {
    __typename: 'InsightsMoney' as const,
    currency: 'mxn',
    payments: 1,
    grossCents: 140_000,
    refundsCents: 0,
    disputesCents: 0,
    netCents: 140_000,
  },
];

describe('MoneyTable', () => {
  it('shows gross, refunds, disputes and net per currency', () => {
    render(<MoneyTable edition={64} money={money} />);
    const usd = within(screen.getByTestId('money-usd'));
    for (const amount of ['3900,00 US$', '156,00 US$', '78,00 US$', '3666,00 US$'])
      expect(usd.getByText(amount)).toBeTruthy();
    expect(within(screen.getByTestId('money-mxn')).getAllByText('1400,00 MXN')).toHaveLength(2);
  });

  it('says so when the edition has no payments', () => {
    render(<MoneyTable edition={64} money={[]} />);
    expect(screen.getByText('Aún no hay pagos para esta edición.')).toBeTruthy();
  });

  it('downloads the money as CSV in major units', async () => {
    const downloads = captureCsvDownloads();
    render(<MoneyTable edition={64} money={money} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Dinero' }));
    expect(await downloads.files()).toEqual([
      {
        name: 'dinero-edicion-64.csv',
        text:
          'Moneda,Pagos,Bruto,Reembolsos,Disputas,Neto\r\n' +
          'USD,50,3900.00,156.00,78.00,3666.00\r\n' +
          'MXN,1,1400.00,0.00,0.00,1400.00\r\n',
      },
    ]);
  });
});
