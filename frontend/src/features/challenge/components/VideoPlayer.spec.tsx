import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from './VideoPlayer';

describe('VideoPlayer', () => {
  it('shows "Toca para reproducir" until tapped, then autoplays the youtube-nocookie embed', () => {
    render(<VideoPlayer videoId="RtoM11Sem01" title="Sentadilla" />);
    expect(screen.queryByTitle('Sentadilla')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Toca para reproducir/ }));
    const frame = screen.getByTitle('Sentadilla');
    expect(frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/RtoM11Sem01?autoplay=1&rel=0&playsinline=1',
    );
  });

  it('says "Video no disponible" without an id', () => {
    render(<VideoPlayer videoId="" title="Plancha" />);
    expect(screen.getByText('Video no disponible')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
