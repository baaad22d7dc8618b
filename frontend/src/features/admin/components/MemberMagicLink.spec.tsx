import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/Toast';
import { MemberMagicLink } from './MemberMagicLink';

const LINK = 'https://reto.example/acceso?token=abc';

const renderLink = (writeText: (text: string) => Promise<void>) => {
  vi.stubGlobal('navigator', { clipboard: { writeText } });
  render(
    <ToastProvider>
      <MemberMagicLink link={LINK} />
    </ToastProvider>,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MemberMagicLink', () => {
  it('shows the link read-only and copies it', async () => {
    const writeText = vi.fn(async () => {});
    renderLink(writeText);
    const field = screen.getByLabelText('Enlace de acceso (válido 48 horas, un solo uso)') as HTMLInputElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('Enlace copiado')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('says when the link could not be copied', async () => {
    renderLink(() => Promise.reject(new Error('denied')));
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByText('No se pudo copiar el enlace...')).toBeTruthy();
  });
});
