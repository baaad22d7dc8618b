import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefundReasonsTable } from './RefundReasonsTable';
import { anInsights, captureCsvDownloads } from './results.fixtures';

const reasons = anInsights(64).refundReasons;

describe('RefundReasonsTable', () => {
  it('names each reason in Spanish with its count of refunded payments', () => {
    render(<RefundReasonsTable edition={64} reasons={reasons} />);
    expect(
      within(screen.getByTestId('refund-reason-requested_by_customer')).getByText('Lo pidió la persona'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('refund-reason-not_given')).getByText('Sin motivo indicado')).toBeTruthy();
  });

  it('says so when the edition had no refund', () => {
    render(<RefundReasonsTable edition={64} reasons={[]} />);
    expect(screen.getByText('Ningún reembolso en esta edición.')).toBeTruthy();
  });

  it('downloads the reasons as CSV', async () => {
    const downloads = captureCsvDownloads();
    render(<RefundReasonsTable edition={64} reasons={reasons} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Motivos de los reembolsos' }));
    expect(await downloads.files()).toEqual([
      {
        name: 'motivos-reembolso-edicion-64.csv',
        text: 'Motivo,Pagos\r\nLo pidió la persona,1\r\nSin motivo indicado,1\r\n',
      },
    ]);
  });
});
