import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AtRiskTable } from './AtRiskTable';
import { captureCsvDownloads } from './results.fixtures';

const atRisk = [
  { __typename: 'InsightsAtRisk' as const, userId: 12, missedInARow: 3, lastCompletedDay: 2 },
  { __typename: 'InsightsAtRisk' as const, userId: 15, missedInARow: 2, lastCompletedDay: null },
];

describe('AtRiskTable', () => {
  it('lists the members at risk with their missed days, each leading to the member', () => {
    const onOpenMember = vi.fn();
    render(<AtRiskTable edition={64} atRisk={atRisk} count={2} onOpenMember={onOpenMember} />);
    const row = within(screen.getByTestId('at-risk-15'));
    expect(row.getByText('2')).toBeTruthy();
    expect(row.getByText('ninguno')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver miembro 12 en Usuarios' }));
    expect(onOpenMember).toHaveBeenCalledWith(12);
  });

  it('says how many are at risk in all when the list holds only the longest behind', () => {
    render(<AtRiskTable edition={64} atRisk={atRisk} count={740} onOpenMember={vi.fn()} />);
    expect(screen.getByText('Se muestran los 2 más atrasados de 740: el CSV tiene los mismos.')).toBeTruthy();
  });

  it('keeps the table in a labelled region reachable with Tab, scrolled sideways inside itself', () => {
    render(<AtRiskTable edition={64} atRisk={atRisk} count={2} onOpenMember={vi.fn()} />);
    const region = screen.getByRole('region', {
      name: 'Miembros en riesgo: desplázate en horizontal para ver todas las columnas',
    });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
    expect(screen.queryByText(/se muestran los/i)).toBeNull();
  });

  it('says so when nobody is at risk', () => {
    render(<AtRiskTable edition={64} atRisk={[]} count={0} onOpenMember={vi.fn()} />);
    expect(screen.getByText('Nadie va atrasado: todos entrenaron en los últimos días.')).toBeTruthy();
  });

  it('downloads the members at risk as CSV', async () => {
    const downloads = captureCsvDownloads();
    render(<AtRiskTable edition={64} atRisk={atRisk} count={2} onOpenMember={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV: Miembros en riesgo' }));
    expect(await downloads.files()).toEqual([
      {
        name: 'en-riesgo-edicion-64.csv',
        text: 'Miembro,Días seguidos sin entrenar,Último día completado\r\n12,3,2\r\n15,2,ninguno\r\n',
      },
    ]);
  });
});
