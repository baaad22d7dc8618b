import { useEffect, useState, type RefCallback } from 'react';
import { authHeaders } from '../../../lib/api-request';

/** How far ahead of the view a photo starts loading, so it is there when the trainer scrolls to it. */
const LOAD_AHEAD = '600px 0px';

export type PanelPhotoState = { status: 'waiting' } | { status: 'shown'; src: string } | { status: 'failed' };

/**
 * A photo the panel may fetch only with the admin credential: the admin paths ask for the
 * `X-Admin-Auth` header besides the session, and an `<img>` cannot send a header. It is fetched as
 * every panel call is (session cookie and credential) once its place comes near the view, shown
 * from a local object URL, and that URL is released when the photo leaves the screen.
 */
export function usePanelPhoto(url: string): { ref: RefCallback<Element>; state: PanelPhotoState } {
  const [place, setPlace] = useState<Element | null>(null);
  // Without an IntersectionObserver (an old browser), every photo loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [state, setState] = useState<PanelPhotoState>({ status: 'waiting' });

  useEffect(() => {
    if (near || !place) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(place);
    return () => observer.disconnect();
  }, [place, near]);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    let src: string | null = null;
    void (async () => {
      try {
        const res = await fetch(url, { credentials: 'include', headers: authHeaders(), signal: controller.signal });
        if (!res.ok) throw new Error(`${String(res.status)} ${url}`);
        const blob = await res.blob();
        if (controller.signal.aborted) return;
        src = URL.createObjectURL(blob);
        setState({ status: 'shown', src });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      }
    })();
    return () => {
      controller.abort();
      if (src) URL.revokeObjectURL(src);
    };
  }, [near, url]);

  return { ref: setPlace, state };
}
