import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrentCode } from './CurrentCode';

describe('CurrentCode', () => {
  it('asks for a code of the key in use, explained, and hands it over', () => {
    const onCode = vi.fn();
    render(<CurrentCode pending={false} onCancel={vi.fn()} onCode={onCode} />);
    const field = screen.getByLabelText('Código actual o de recuperación');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toContain(
      'confirma que eres tú',
    );
    fireEvent.change(field, { target: { value: 'ABCD-EFGH-JK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onCode).toHaveBeenCalledWith('ABCD-EFGH-JK');
  });

  it('can be cancelled', () => {
    const onCancel = vi.fn();
    render(<CurrentCode pending={false} onCancel={onCancel} onCode={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
