import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccessList } from './AccessList';

function Harness({
  emails,
  onDelete = vi.fn(),
  deleteDisabled = false,
}: {
  emails: string[];
  onDelete?: (email: string) => void;
  deleteDisabled?: boolean;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [search, setSearch] = useState({ filter: '', page: 0 });
  return (
    <AccessList
      emails={emails}
      selected={selected}
      onSelect={setSelected}
      onDelete={onDelete}
      deleteDisabled={deleteDisabled}
      search={search}
      onSearch={setSearch}
    />
  );
}

const many = (count: number) =>
  Array.from({ length: count }, (_, i) => `persona${String(i).padStart(3, '0')}@example.com`);

describe('AccessList', () => {
  it('searches the list, counts what it finds, and selects all of those only', () => {
    render(<Harness emails={['ana@example.com', 'luis@example.com', 'ana.maria@example.com']} />);
    fireEvent.change(screen.getByLabelText('Buscar email'), { target: { value: ' ANA ' } });
    expect(screen.getByText('2 de 3 emails')).toBeTruthy();
    expect(screen.queryByText('luis@example.com')).toBeNull();
    fireEvent.click(screen.getByLabelText('Seleccionar todos'));
    fireEvent.change(screen.getByLabelText('Buscar email'), { target: { value: '' } });
    expect((screen.getByLabelText('Seleccionar ana@example.com') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Seleccionar luis@example.com') as HTMLInputElement).checked).toBe(false);
  });

  it('pages 50 rows at a time and goes back to the first page on a new search', () => {
    render(<Harness emails={many(120)} />);
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('persona100@example.com')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Buscar email'), { target: { value: 'persona0' } });
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect(screen.getByText('persona000@example.com')).toBeTruthy();
  });

  it('asks to delete a row by its address, unless deleting is off', () => {
    const onDelete = vi.fn();
    const { unmount } = render(<Harness emails={['ana@example.com']} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar ana@example.com' }));
    expect(onDelete).toHaveBeenCalledWith('ana@example.com');
    unmount();
    render(<Harness emails={['ana@example.com']} deleteDisabled />);
    expect((screen.getByRole('button', { name: 'Eliminar ana@example.com' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the list is empty', () => {
    render(<Harness emails={[]} />);
    expect(screen.getByText('La lista de pre-aprobados está vacía.')).toBeTruthy();
    expect((screen.getByLabelText('Seleccionar todos') as HTMLInputElement).disabled).toBe(true);
  });
});
