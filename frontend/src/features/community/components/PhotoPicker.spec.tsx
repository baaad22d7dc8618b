import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from './PhotoPicker';

const file = (name: string, type: string, size = 8) => new File([new Uint8Array(size)], name, { type });

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:vista');
  URL.revokeObjectURL = vi.fn();
});

describe('PhotoPicker', () => {
  it('hands over a JPEG, PNG or WebP picked', () => {
    const onChange = vi.fn();
    render(<PhotoPicker photo={null} onChange={onChange} />);
    const photo = file('rincon.webp', 'image/webp');
    fireEvent.change(screen.getByLabelText('Foto'), { target: { files: [photo] } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(photo, null);
  });

  it('refuses another type or more than 5 MB before anything is sent, saying why', () => {
    const onChange = vi.fn();
    render(<PhotoPicker photo={null} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Foto'), { target: { files: [file('notas.txt', 'text/plain')] } });
    fireEvent.change(screen.getByLabelText('Foto'), {
      target: { files: [file('enorme.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] },
    });
    expect(onChange.mock.calls).toEqual([
      [null, 'Elige una foto JPEG, PNG o WebP.'],
      [null, 'La foto no puede superar los 5 MB.'],
    ]);
  });

  it('previews the chosen photo with its name, and takes it out', () => {
    const onChange = vi.fn();
    render(<PhotoPicker photo={file('rincon.jpg', 'image/jpeg')} onChange={onChange} />);
    expect(screen.getByAltText('Vista previa de tu foto').getAttribute('src')).toBe('blob:vista');
    expect(screen.getByText('rincon.jpg')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la foto' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null, null);
  });
});
