import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page opens at its top, as a page of a web site does: the single-page app otherwise keeps
 * the last page's scroll, and "Siguiente ejercicio" would open the next exercise screens down,
 * past its name and technique. A change of the query or the hash alone keeps the position.
 */
export function ScrollReset() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
