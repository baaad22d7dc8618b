import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReviewPhotoField } from './ReviewPhotoField';

const image = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/jpeg' });

describe('ReviewPhotoField', () => {
  it('hands over only the first picked file, under the format hint', () => {
    const onPick = vi.fn();
    render(<ReviewPhotoField id="r" photo={null} error={null} onPick={onPick} onRemove={vi.fn()} />);
    expect(screen.getByText('JPEG, PNG o WebP, hasta 5 MB.').className).toBe('field__hint');
    const first = image('uno.jpg');
    fireEvent.change(screen.getByLabelText('Elegir imagen'), { target: { files: [first, image('dos.jpg')] } });
    expect(onPick).toHaveBeenCalledExactlyOnceWith(first);
  });

  it('shows why a file was refused in place of the hint', () => {
    render(
      <ReviewPhotoField id="r" photo={null} error="Elige un archivo de imagen." onPick={vi.fn()} onRemove={vi.fn()} />,
    );
    expect(screen.getByText('Elige un archivo de imagen.').className).toBe('field__error');
  });

  it('previews the kept photo with its name, and removes it', () => {
    const onRemove = vi.fn();
    const photo = { file: image('progreso.jpg'), url: 'blob:preview' };
    render(<ReviewPhotoField id="r" photo={photo} error={null} onPick={vi.fn()} onRemove={onRemove} />);
    expect(screen.getByAltText('Vista previa de tu foto').getAttribute('src')).toBe('blob:preview');
    expect(screen.getByText('progreso.jpg')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
