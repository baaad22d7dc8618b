import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:vista');
  URL.revokeObjectURL = vi.fn();
});

const write = (text: string) =>
  fireEvent.change(screen.getByLabelText('Escribe en el grupo'), { target: { value: text } });

describe('Composer', () => {
  it('sends the text with the photo picked, then empties both', async () => {
    const onSubmit = vi.fn(async () => null);
    render(<Composer photos onSubmit={onSubmit} />);
    const photo = new File([new Uint8Array(8)], 'rincon.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Foto'), { target: { files: [photo] } });
    write('Así quedó mi rincón');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Así quedó mi rincón', photo));
    await waitFor(() => expect(screen.queryByAltText('Vista previa de tu foto')).toBeNull());
    expect((screen.getByLabelText('Escribe en el grupo') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps text and photo, and shows the refusal, when the post is refused', async () => {
    render(<Composer photos onSubmit={async () => 'La imagen no puede superar los 5 MB'} />);
    fireEvent.change(screen.getByLabelText('Foto'), {
      target: { files: [new File([new Uint8Array(8)], 'rincon.png', { type: 'image/png' })] },
    });
    write('Mi rincón');
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La imagen no puede superar los 5 MB');
    expect(screen.getByAltText('Vista previa de tu foto')).toBeTruthy();
  });

  it('offers no photo for a reply', () => {
    render(<Composer reply onSubmit={vi.fn(async () => null)} />);
    expect(screen.queryByLabelText('Foto')).toBeNull();
  });
});
