import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedUnavailable } from './FeedUnavailable';

describe('FeedUnavailable', () => {
  it('when the group did not arrive, says to check the connection and retries on a tap', () => {
    const onRetry = vi.fn();
    render(<FeedUnavailable refused={false} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('No se pudo cargar el grupo. Revisa tu conexión.');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('when the server refused it, says who the group is for, with nothing to retry', () => {
    render(<FeedUnavailable refused onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'El grupo es para las personas inscritas en una edición del reto en curso.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
