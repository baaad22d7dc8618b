import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewStatus, ReviewSubmission } from '../lib/reviews-api';
import { ReviewForm } from './ReviewForm';

type Submit = (review: ReviewSubmission) => Promise<{ id: string; status: ReviewStatus }>;

const photo = (name = 'progreso.jpg', type = 'image/jpeg', size = 1024) =>
  new File([new Uint8Array(size)], name, { type });

const openForm = (submit: Submit, onSubmitted = vi.fn()) => {
  render(<ReviewForm submit={submit} onSubmitted={onSubmitted} />);
  fireEvent.click(screen.getByRole('button', { name: 'Escribir una reseña' }));
  return onSubmitted;
};

const fill = () => {
  fireEvent.click(screen.getByLabelText('4 estrellas'));
  fireEvent.change(screen.getByLabelText('Título (opcional)'), { target: { value: 'Gran reto' } });
  fireEvent.change(screen.getByLabelText('Tu experiencia'), { target: { value: '<b>Bajé 4 kg</b>' } });
  fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
};

const pick = (...files: File[]) => {
  fireEvent.change(screen.getByLabelText('Elegir imagen'), { target: { files } });
};

const send = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Enviar reseña' }));
};

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ReviewForm', () => {
  it('opens with no stars chosen (none is preset) and every field empty', () => {
    openForm(vi.fn<Submit>());
    for (const stars of ['1 estrella', '2 estrellas', '3 estrellas', '4 estrellas', '5 estrellas']) {
      expect((screen.getByLabelText(stars) as HTMLInputElement).checked).toBe(false);
    }
    for (const label of ['Título (opcional)', 'Tu experiencia', 'Nombre', 'Email']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
  });

  it('refuses a missing name, a missing body and a malformed e-mail without sending', () => {
    const submit = vi.fn<Submit>();
    openForm(submit);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@' } });
    send();
    expect(screen.getByText('El nombre es obligatorio.')).toBeTruthy();
    expect(screen.getByText('Cuéntanos tu experiencia.')).toBeTruthy();
    expect(screen.getByText('Ingresa un email válido.')).toBeTruthy();
    expect(screen.getByText('Elige de 1 a 5 estrellas.')).toBeTruthy();
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('without stars, moves the focus to the stars, beside their message, and sends nothing', () => {
    const submit = vi.fn<Submit>();
    openForm(submit);
    fireEvent.change(screen.getByLabelText('Tu experiencia'), { target: { value: 'Bajé 4 kg' } });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    send();
    expect(screen.getByText('Elige de 1 a 5 estrellas.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('1 estrella'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps only image files, the first one picked, and previews it', () => {
    openForm(vi.fn<Submit>());
    pick(photo('notas.txt', 'text/plain'));
    expect(screen.getByText('Elige un archivo de imagen.')).toBeTruthy();
    expect(screen.queryByAltText('Vista previa de tu foto')).toBeNull();
    pick(photo('antes.jpg'), photo('despues.png', 'image/png'));
    expect(screen.getByAltText('Vista previa de tu foto').getAttribute('src')).toBe('blob:preview');
    expect(screen.getByText('antes.jpg')).toBeTruthy();
    expect(screen.queryByText('despues.png')).toBeNull();
  });

  it('refuses an image over 5 MB', () => {
    openForm(vi.fn<Submit>());
    pick(photo('grande.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('La imagen no puede pesar más de 5 MB.')).toBeTruthy();
    expect(screen.queryByAltText('Vista previa de tu foto')).toBeNull();
  });

  it('sends, shows "Enviando..." disabled, thanks, then closes after 2 s and starts over with no stars and empty fields', async () => {
    vi.useFakeTimers();
    let answer: (value: { id: string; status: ReviewStatus }) => void = () => undefined;
    const submit = vi.fn<Submit>(() => new Promise((resolve) => (answer = resolve)));
    const onSubmitted = openForm(submit);
    fill();
    pick(photo());
    send();

    const sending = screen.getByRole('button', { name: 'Enviando...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).closest('fieldset')?.disabled).toBe(true);
    expect(submit).toHaveBeenCalledWith({
      rating: 4,
      title: 'Gran reto',
      body: '<b>Bajé 4 kg</b>',
      name: 'Ana',
      email: 'ana@example.com',
      photo: expect.objectContaining({ name: 'progreso.jpg' }) as File,
    });

    await act(async () => {
      answer({ id: 'r1', status: 'published' });
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toContain('¡Gracias por tu reseña!');
    expect(screen.getByText('Tu opinión ya está publicada.')).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledWith('published');

    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Escribir una reseña' }));
    expect((screen.getByLabelText('5 estrellas') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('4 estrellas') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Tu experiencia') as HTMLInputElement).value).toBe('');
    expect(screen.queryByAltText('Vista previa de tu foto')).toBeNull();
  });

  it('tells a member whose review waits for moderation that it appears after review', async () => {
    openForm(vi.fn<Submit>(() => Promise.resolve({ id: 'r2', status: 'pending' })));
    fill();
    send();
    expect(await screen.findByText('La publicaremos en cuanto nuestro equipo la revise.')).toBeTruthy();
  });

  it("tells every visitor to look for the link that publishes a buyer's review, and keeps that until read", async () => {
    vi.useFakeTimers();
    openForm(vi.fn<Submit>(() => Promise.resolve({ id: 'r3', status: 'received' })));
    fill();
    await act(async () => {
      send();
      await Promise.resolve();
    });
    const thanks = screen.getByRole('status');
    expect(thanks.textContent).toContain('Revisa tu email');
    expect(thanks.textContent).toContain(
      'te enviamos un enlace para publicar tu reseña con la insignia de compra verificada',
    );
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Escribir una reseña' })).toBeTruthy();
  });

  it("a member's form has no e-mail field, starts with their name, and sends without an e-mail", async () => {
    const submit = vi.fn<Submit>(() => Promise.resolve({ id: 'r4', status: 'published' }));
    render(<ReviewForm submit={submit} member={{ name: 'Lucía Pérez' }} openLabel="Escribir mi reseña" />);
    fireEvent.click(screen.getByRole('button', { name: 'Escribir mi reseña' }));
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Lucía Pérez');
    fireEvent.click(screen.getByLabelText('5 estrellas'));
    fireEvent.change(screen.getByLabelText('Tu experiencia'), { target: { value: 'Lo terminé.' } });
    send();
    expect(await screen.findByText('Tu opinión ya está publicada.')).toBeTruthy();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ rating: 5, name: 'Lucía Pérez', body: 'Lo terminé.', email: '' }),
    );
  });

  it('on failure shows the alert and keeps everything typed, ready to send again', async () => {
    const submit = vi.fn<Submit>(() => Promise.reject(new Error('503')));
    openForm(submit);
    fill();
    pick(photo());
    send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error al enviar la reseña. Por favor, intenta de nuevo.');
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('4 estrellas') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('progreso.jpg')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar reseña' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
