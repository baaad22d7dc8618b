import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OlderPosts } from './OlderPosts';

/** The browser's observer, driven by the test: `scrollIntoView()` tells it the end of the feed came into sight. */
let inSight: (() => void) | null = null;
class FakeObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    inSight = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {
    inSight = null;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  inSight = null;
});

describe('OlderPosts', () => {
  it('offers the older posts while there are any, and asks for them on a tap', () => {
    const onMore = vi.fn();
    render(<OlderPosts cursor="c2" loading={false} anyPosts onMore={onMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver publicaciones anteriores' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('while a page loads, says so and takes no second tap', () => {
    const onMore = vi.fn();
    render(<OlderPosts cursor="c2" loading anyPosts onMore={onMore} />);
    const button = screen.getByRole('button', { name: 'Cargando…' });
    fireEvent.click(button);
    expect(onMore).not.toHaveBeenCalled();
  });

  it('loads the older posts as the end of the feed comes into sight', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onMore = vi.fn();
    render(<OlderPosts cursor="c2" loading={false} anyPosts onMore={onMore} />);
    act(() => inSight?.());
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('with nothing older, says the member reached the start of the group, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<OlderPosts cursor={null} loading={false} anyPosts onMore={vi.fn()} />);
    expect(screen.getByText('Has llegado al principio del grupo.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(inSight).toBeNull();
  });

  it('in an empty group, says nothing about its start', () => {
    const { container } = render(<OlderPosts cursor={null} loading={false} anyPosts={false} onMore={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});
