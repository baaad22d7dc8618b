import { MessageCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../routes';
import { landingCopy } from '../landing.copy';

/** Room kept between the floating button and a buy button before it steps aside. */
const MARGIN_PX = 8;

/** Whether the box `own` (grown by the margin) meets any buy button on the page. */
function meetsABuyButton(own: DOMRect): boolean {
  return [...document.querySelectorAll('.landing-buy')].some((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.height > 0 &&
      box.bottom > own.top - MARGIN_PX &&
      box.top < own.bottom + MARGIN_PX &&
      box.right > own.left - MARGIN_PX &&
      box.left < own.right + MARGIN_PX
    );
  });
}

/**
 * The floating "talk with the coach" button: opens the voice assistant. It steps aside while a buy
 * button passes under it (on a phone the buy buttons span the screen), so it never covers one.
 */
export function CoachButton() {
  const ref = useRef<HTMLAnchorElement>(null);
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (ref.current) setAside(meetsABuyButton(ref.current.getBoundingClientRect()));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return (
    <Link
      ref={ref}
      className={`coach-button${aside ? ' coach-button--aside' : ''}`}
      to={ROUTES.voice}
      aria-label={landingCopy.coachButton}
      data-testid="coach-button"
    >
      <MessageCircle size={22} aria-hidden="true" />
      <span className="coach-button__label">{landingCopy.coachButton}</span>
    </Link>
  );
}
