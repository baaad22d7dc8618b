import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AdminTabs, type AdminTabKey } from './AdminTabs';

const ORDER = [
  'Videos',
  'Usuarios',
  'Accesos',
  'Reseñas',
  'Pagos',
  'Comunidad',
  'Resultados',
  'Auditoría',
  'Seguridad',
];

function Panel({ start = 'videos' }: { start?: AdminTabKey }) {
  const [tab, setTab] = useState<AdminTabKey>(start);
  return <AdminTabs id="panel" current={tab} onSelect={setTab} />;
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe('the admin tabs', () => {
  it('lists every section in the order the trainer works through them, the current one selected', () => {
    render(<Panel start="reviews" />);
    expect(screen.getByRole('tablist', { name: 'Secciones del panel' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(ORDER);
    expect(selected().map((tab) => tab.textContent)).toEqual(['Reseñas']);
    // Only the current tab is a stop of the Tab key; each controls the one panel.
    expect(screen.getByRole('tab', { name: 'Reseñas' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Videos' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tab', { name: 'Videos' }).getAttribute('aria-controls')).toBe('panel-panel');
  });

  it('selects a tab on a click', () => {
    render(<Panel />);
    fireEvent.click(screen.getByRole('tab', { name: 'Pagos' }));
    expect(selected().map((tab) => tab.textContent)).toEqual(['Pagos']);
  });

  it('moves with the arrow keys, round from either end, and takes the focus along', () => {
    render(<Panel />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Videos' }), { key: 'ArrowLeft' });
    expect(selected().map((tab) => tab.textContent)).toEqual(['Seguridad']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Seguridad' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected().map((tab) => tab.textContent)).toEqual(['Videos']);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selected().map((tab) => tab.textContent)).toEqual(['Usuarios']);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(selected().map((tab) => tab.textContent)).toEqual(['Usuarios']);
  });
});
