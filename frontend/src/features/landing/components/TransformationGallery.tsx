import { useCallback, useRef, useState } from 'react';
import type { Picture } from '../content';
import { landingCopy } from '../landing.copy';
import { Lightbox } from './Lightbox';
import { ResponsivePicture } from './ResponsivePicture';

/** The transformation pictures; each opens full screen, and closing gives focus back to it. */
export function TransformationGallery({ pictures }: { pictures: readonly Picture[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<Array<HTMLButtonElement | null>>([]);

  const close = useCallback(() => {
    setOpen(null);
    if (open !== null) openers.current[open]?.focus();
  }, [open]);

  const shown = open === null ? undefined : pictures[open];
  return (
    <>
      <ul className="gallery">
        {pictures.map((picture, index) => (
          <li key={picture.src}>
            <button
              ref={(element) => {
                openers.current[index] = element;
              }}
              type="button"
              className="gallery__item"
              aria-label={landingCopy.openImage(picture.alt, picture.caption)}
              onClick={() => {
                setOpen(index);
              }}
            >
              <ResponsivePicture picture={picture} className="gallery__img" />
              {picture.caption ? (
                <span className="gallery__caption" aria-hidden="true">
                  {picture.caption}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {shown ? <Lightbox picture={shown} onClose={close} /> : null}
    </>
  );
}
