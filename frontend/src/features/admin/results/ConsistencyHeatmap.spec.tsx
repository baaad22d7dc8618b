import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsistencyHeatmap } from './ConsistencyHeatmap';
import { anInsights, captureCsvDownloads } from './results.fixtures';

const { heatmap } = anInsights(64);

describe('ConsistencyHeatmap', () => {
  it('draws a row per member with the completed days filled and rest days apart', () => {
    render(<ConsistencyHeatmap edition={64} heatmap={heatmap} />);
    const map = screen.getByLabelText('Mapa de constancia', { selector: 'svg' });
    const cells = (userId: number, state: string) =>
      map.querySelectorAll(`[data-member="${userId}"].admin-heatmap__cell--${state}`).length;
    expect(cells(11, 'done')).toBe(3);
    expect(cells(12, 'done')).toBe(1);
    expect(cells(12, 'rest')).toBe(4);
    expect(cells(12, 'missed')).toBe(23);
    expect(screen.getByText('Miembro 11 · Día 2: completado')).toBeTruthy();
    expect(screen.getByText('Miembro 12 · Día 2: sin completar')).toBeTruthy();
    expect(screen.getByText('Miembro 12 · Día 7: descanso')).toBeTruthy();
  });

  it('labels each row with its member and describes the map in words', () => {
    render(<ConsistencyHeatmap edition={64} heatmap={heatmap} />);
    const map = screen.getByLabelText('Mapa de constancia', { selector: 'svg' });
    expect(within(map).getByText('Miembro 11')).toBeTruthy();
    expect(within(map).getByText('Miembro 12')).toBeTruthy();
    const summary = screen.getByText('2 miembros con alguna rutina completada; 4 rutinas completadas en total.');
    expect(map.getAttribute('aria-describedby')).toBe(summary.id);
  });

  it('says so when nobody completed a routine yet', () => {
    render(<ConsistencyHeatmap edition={64} heatmap={[]} />);
    expect(screen.getByText('Nadie ha completado todavía una rutina en esta edición.')).toBeTruthy();
  });

  it('downloads the heatmap as CSV', async () => {
    const downloads = captureCsvDownloads();
    render(<ConsistencyHeatmap edition={64} heatmap={heatmap} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Mapa de constancia' }));
    expect(await downloads.files()).toEqual([
      { name: 'constancia-edicion-64.csv', text: 'Miembro,Días completados\r\n11,1 2 3\r\n12,1\r\n' },
    ]);
  });
});
