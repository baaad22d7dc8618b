import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostPhoto } from './PostPhoto';

describe('PostPhoto', () => {
  it('shows the photo lazily at its stored size, named by who shared it', () => {
    render(<PostPhoto photo={{ url: '/api/community/photos/p1', width: 1200, height: 900 }} author="Ana P." />);
    const img = screen.getByAltText('Foto que compartió Ana P.');
    expect([
      img.getAttribute('src'),
      img.getAttribute('loading'),
      img.getAttribute('width'),
      img.getAttribute('height'),
    ]).toEqual(['/api/community/photos/p1', 'lazy', '1200', '900']);
  });
});
