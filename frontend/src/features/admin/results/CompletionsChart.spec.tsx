import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompletionsChart } from './CompletionsChart';
import { anInsights, captureCsvDownloads } from './results.fixtures';

const { completionsPerDay, members } = anInsights(64);

describe('CompletionsChart', () => {
  it('shows the members who completed each programme day, rest days as rest, bar heights against the members', () => {
    render(<CompletionsChart edition={64} completionsPerDay={completionsPerDay} members={members} />);
    expect(screen.getByLabelText('Día 1: 40 miembros')).toBeTruthy();
    expect(screen.getByLabelText('Día 6: 35 miembros')).toBeTruthy();
    expect(screen.getByLabelText('Día 7: descanso')).toBeTruthy();
    const bar = (day: number) =>
      screen.getByTestId(`completions-day-${day}`).querySelector<HTMLElement>('.admin-days__bar')!.style.height;
    expect(bar(1)).toBe('100%');
    expect(bar(27)).toBe('35%');
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
