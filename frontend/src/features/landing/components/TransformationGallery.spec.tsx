import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { transformations } from '../content';
import { TransformationGallery } from './TransformationGallery';

const picture = transformations[3]!;
const openPicture = () => {
  render(<TransformationGallery pictures={transformations} />);
  const opener = screen.getByRole('button', { name: `Ampliar: ${picture.alt}. ${picture.caption ?? ''}` });
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: `Imagen ampliada: ${picture.alt}` }) };
};

describe('the transformation pictures and their lightbox', () => {
  it('shows the twelve pictures, sized and loaded lazily', () => {
    render(<TransformationGallery pictures={transformations} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(12);
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('width')).toBeTruthy();
      expect(image.getAttribute('height')).toBeTruthy();
    }
  });

  it('opens the picture full screen as a modal dialog with the focus inside', () => {
    const { dialog } = openPicture();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives the focus back to the picture that opened it', () => {
    const { opener } = openPicture();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a click outside the picture, and stays open on a click on it', () => {
    const { dialog, opener } = openPicture();
    fireEvent.click(dialog.querySelector('img')!);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', () => {
    openPicture();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar imagen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
