import '@fontsource-variable/montserrat/wght.css';
import './styles/global.css';

/** The longest wait for the first screen to be painted before the app starts anyway. */
const FIRST_PAINT_WAIT_MS = 1_000;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * The entry stays tiny: React and the app load from `boot`. On a server-rendered page (/landing)
 * they start once the first screen is on screen, so the visitor sees it before any script loads;
 * the app then replaces it by the same screen.
 */
const serverRendered = container.hasChildNodes();
const start = () => {
  void import('./boot').then(({ boot }) => boot(container, serverRendered));
};

function afterFirstPaint(run: () => void): void {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(run, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(once, FIRST_PAINT_WAIT_MS);
}

if (serverRendered) afterFirstPaint(start);
else start();
