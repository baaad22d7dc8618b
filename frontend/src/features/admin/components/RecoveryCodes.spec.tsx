import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { RecoveryCodes } from './RecoveryCodes';

const codes = ['AAAA-1111', 'BBBB-2222'];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecoveryCodes', () => {
  it('lists the codes, copies them one a line, and closes once they are saved', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const onDone = vi.fn();
    render(
      <ToastProvider>
        <RecoveryCodes codes={codes} onDone={onDone} />
      </ToastProvider>,
    );
    expect(screen.getByTestId('recovery-codes').textContent).toBe('AAAA-1111BBBB-2222');
    fireEvent.click(screen.getByRole('button', { name: 'Copiar códigos' }));
    expect(await screen.findByText('Códigos copiados')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('AAAA-1111\nBBBB-2222');
    fireEvent.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
