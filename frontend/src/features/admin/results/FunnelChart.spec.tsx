import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FunnelChart } from './FunnelChart';
import { anInsights, captureCsvDownloads } from './results.fixtures';

describe('FunnelChart', () => {
  it('shows each step of the funnel with its count and its share (of the visits, then of the buyers)', () => {
    render(<FunnelChart edition={64} funnel={anInsights(64).funnel} />);
    const step = (key: string) => within(screen.getByTestId(`funnel-${key}`));
    expect(step('visits').getByText('Visitas a la página de ventas')).toBeTruthy();
    expect(step('visits').getByText('1000')).toBeTruthy();
    expect(step('checkoutsStarted').getByText('Empezaron el pago')).toBeTruthy();
    expect(step('checkoutsStarted').getByText('80')).toBeTruthy();
    expect(step('checkoutsStarted').getByText(/8 % de las visitas/)).toBeTruthy();
    expect(step('paid').getByText('50')).toBeTruthy();
    expect(step('paid').getByText(/5 % de las visitas/)).toBeTruthy();
    expect(step('activeDay1').getByText(/80 % de quienes pagaron/)).toBeTruthy();
    expect(step('completedAll').getByText(/50 % de quienes pagaron/)).toBeTruthy();
    expect(step('renewed').getByText('20')).toBeTruthy();
    expect(step('renewed').getByText(/40 % de quienes pagaron/)).toBeTruthy();
    expect(screen.getByText('2 reembolsos · 1 disputa')).toBeTruthy();
    // (the percentage's space is a no-break one, as Intl writes it)
    expect(screen.getByTestId('funnel-cancelled').textContent).toBe(
      '5 personas cancelaron la renovación (10\u00a0% de quienes pagaron): su acceso sigue hasta el final de la edición.',
    );
  });

  it('shows counts alone, with no share of nothing, before the first visit or purchase', () => {
    const funnel = {
      ...anInsights(64).funnel,
      visits: 0,
      checkoutsStarted: 0,
      paid: 0,
      activeDay1: 0,
      completedAll: 0,
      renewed: 0,
    };
    render(<FunnelChart edition={64} funnel={funnel} />);
    expect(screen.queryByText(/de las visitas|de quienes pagaron/)).toBeNull();
    expect(screen.getByTestId('funnel-cancelled').textContent).toBe(
      '5 personas cancelaron la renovación: su acceso sigue hasta el final de la edición.',
    );
    expect(within(screen.getByTestId('funnel-paid')).getByText('0')).toBeTruthy();
  });

  it('downloads the funnel as CSV', async () => {
    const downloads = captureCsvDownloads();
    render(<FunnelChart edition={64} funnel={anInsights(64).funnel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Embudo' }));
    expect(await downloads.files()).toEqual([
      {
        name: 'embudo-edicion-64.csv',
        text: [
          'Paso,Personas,Porcentaje (%)',
          'Visitas a la página de ventas,1000,',
          'Empezaron el pago,80,8',
          'Pagaron,50,5',
          'Activos el día 1,40,80',
          'Completaron los 28 días,25,50',
          'Renovaron para la siguiente,20,40',
          'Cancelaron la renovación,5,10',
          '',
        ].join('\r\n'),
      },
    ]);
  });
});
