import { X } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { Picture } from '../content';
import { landingCopy } from '../landing.copy';
import { ResponsivePicture } from './ResponsivePicture';

interface LightboxProps {
  picture: Picture;
  onClose: () => void;
}

/**
 * A full-screen view of one picture (`role="dialog"`, modal): Escape, the close button or a click
 * outside the picture closes it; focus moves in on opening, stays inside, and the opener gets it
 * back (see TransformationGallery). The page behind does not scroll meanwhile.
 */
export function Lightbox({ picture, onClose }: LightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') {
        event.preventDefault();
        closeButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  /** Any click but on the picture closes: the backdrop, and the close button inside it. */
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('img')) onClose();
  };

  return (
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={`${landingCopy.lightboxLabel}: ${picture.alt}`}
      onClick={onBackdrop}
    >
      <button ref={closeButton} type="button" className="lightbox__close" aria-label={landingCopy.closeLightbox}>
        <X aria-hidden="true" size={28} />
      </button>
      <ResponsivePicture picture={picture} className="lightbox__img" eager />
    </div>
  );
}
