import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemindersTable } from './RemindersTable';
import { anInsights, captureCsvDownloads } from './results.fixtures';

const reminders = anInsights(64).remindersPerDay;
const none = { ...reminders, daily: reminders.daily.map(() => 0), nudge: reminders.nudge.map(() => 0) };

describe('RemindersTable', () => {
  it("shows the edition's reminders by kind, and each day's in the folded table", () => {
    render(<RemindersTable edition={64} reminders={reminders} />);
    const totals = within(screen.getByTestId('reminders'));
    expect(totals.getByText('diarios').nextSibling?.textContent).toBe('80');
    expect(totals.getByText('avisos tras un día sin entrenar').nextSibling?.textContent).toBe('3');
    const rows = [...document.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toHaveLength(28);
    expect(rows.slice(0, 3)).toEqual([
      ['1', '4', '0'],
      ['2', '4', '0'],
      ['3', '4', '3'],
    ]);
  });

  it('says so when no reminder was sent, and still offers the CSV', () => {
    render(<RemindersTable edition={64} reminders={none} />);
    expect(screen.getByText('No se envió ningún recordatorio en esta edición.')).toBeTruthy();
    expect(screen.queryByTestId('reminders')).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar CSV: Recordatorios enviados' })).toBeTruthy();
  });

  it('downloads the 28 days as CSV', async () => {
    const downloads = captureCsvDownloads();
    render(<RemindersTable edition={64} reminders={reminders} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Recordatorios enviados' }));
    const [file] = await downloads.files();
    expect(file!.name).toBe('recordatorios-edicion-64.csv');
    const lines = file!.text.split('\r\n');
    expect(lines.slice(0, 4)).toEqual(['Día,Diarios,Avisos', '1,4,0', '2,4,0', '3,4,3']);
    expect(lines.slice(-3)).toEqual(['27,0,0', '28,0,0', '']);
  });
});
