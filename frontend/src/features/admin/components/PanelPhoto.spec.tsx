import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminAuth } from '../../session/storage';
import { PanelPhoto } from './PanelPhoto';

const PHOTO = { url: '/api/admin/community/photos/f1', width: 1200, height: 900 };
const webp = () => new Response(new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'image/webp' }), { status: 200 });

/** The browser's IntersectionObserver, driven by the test: `comeIntoView()` is the trainer scrolling to it. */
function observeViews() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () =>
    act(() => {
      for (const callback of callbacks)
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
}

beforeEach(() => {
  storeAdminAuth('credencial-del-servidor');
  URL.createObjectURL = vi.fn(() => 'blob:foto');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  storeAdminAuth(null);
  vi.unstubAllGlobals();
});

describe('PanelPhoto', () => {
  it('fetches the photo with the admin credential once it nears the view, and shows it with its Spanish alternative at its stored size', async () => {
    const comeIntoView = observeViews();
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(webp());
    vi.stubGlobal('fetch', fetchImpl);
    render(<PanelPhoto photo={PHOTO} author="Ana P." />);

    const place = screen.getByRole('img', { name: 'Foto que compartió Ana P.' });
    expect(place.style.aspectRatio).toBe('1200 / 900');
    expect(fetchImpl).not.toHaveBeenCalled();

    comeIntoView();
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto que compartió Ana P.' }).getAttribute('src')).toBe('blob:foto'),
    );
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(PHOTO.url);
    expect(init).toMatchObject({ credentials: 'include', headers: { 'X-Admin-Auth': 'credencial-del-servidor' } });
    const shown = screen.getByRole('img', { name: 'Foto que compartió Ana P.' });
    expect([shown.getAttribute('width'), shown.getAttribute('height'), shown.getAttribute('loading')]).toEqual([
      '1200',
      '900',
      'lazy',
    ]);
  });

  it('says in Spanish when the photo cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 403 })));
    render(<PanelPhoto photo={PHOTO} author="Ana P." />);
    expect(await screen.findByText('No se pudo cargar la foto.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('releases the loaded photo when it leaves the screen', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(webp()));
    const { unmount } = render(<PanelPhoto photo={PHOTO} author="Ana P." />);
    await vi.waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('blob:foto'));
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:foto');
  });
});
