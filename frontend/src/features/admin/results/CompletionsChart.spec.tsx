import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompletionsChart } from './CompletionsChart';
import { anInsights, captureCsvDownloads } from './results.fixtures';

const { completionsPerDay, members } = anInsights(64);

describe('CompletionsChart', () => {
  it('draws a bar per programme day against the members, rest days as rest, each named by its figure', () => {
    render(<CompletionsChart edition={64} completionsPerDay={completionsPerDay} members={members} />);
    const chart = screen.getByLabelText('Completados por día', { selector: 'svg' });
    const bar = (day: number) => within(chart).getByTestId(`completions-day-${day}`);
    expect(bar(1).textContent).toBe('Día 1: 40 miembros');
    expect(bar(6).textContent).toBe('Día 6: 35 miembros');
    expect(bar(7).textContent).toBe('Día 7: descanso');
    const height = (day: number) => Number(bar(day).getAttribute('height'));
    expect(height(27) / height(1)).toBeCloseTo(14 / 40);
    expect(height(7)).toBe(height(1));
  });

  it('describes the chart in words and keeps its figures in a table', () => {
    render(<CompletionsChart edition={64} completionsPerDay={completionsPerDay} members={members} />);
    const chart = screen.getByLabelText('Completados por día', { selector: 'svg' });
    const summary = screen.getByText('Día 1: 40 miembros. Día 27, el último con rutinas completadas: 14 miembros.');
    expect(chart.getAttribute('aria-describedby')).toBe(summary.id);
    const row = (day: string) =>
      Array.from(within(screen.getByRole('table')).getByText(day, { selector: 'th' }).parentElement!.children).map(
        (cell) => cell.textContent,
      );
    expect(row('27')).toEqual(['27', '14', 'no']);
    expect(row('7')).toEqual(['7', '0', 'sí']);
  });

  it('downloads the days as CSV', async () => {
    const downloads = captureCsvDownloads();
    render(<CompletionsChart edition={64} completionsPerDay={completionsPerDay} members={members} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Completados por día' }));
    const [file] = await downloads.files();
    expect(file!.name).toBe('completados-por-dia-edicion-64.csv');
    const lines = file!.text.split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['Día,Completados,Descanso', '1,40,no', '2,39,no']);
    expect(lines[7]).toBe('7,0,sí');
    expect(lines).toHaveLength(30);
  });
});
