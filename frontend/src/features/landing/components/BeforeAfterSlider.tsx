import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { BeforeAfter } from '../content';
import { landingCopy } from '../landing.copy';
import { ResponsivePicture } from './ResponsivePicture';

export const SLIDER_START = 50;
const KEY_STEP = 5;
const PAGE_STEP = 10;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/**
 * Drag-to-compare before/after (spec 1 "Landing page"): the divider runs 0-100 % from the left and
 * starts at 50. Mouse and touch drag anywhere on the picture (pointer events, vertical scrolling
 * kept), and the keyboard moves the `role="slider"` handle: arrows ±5, Page Up/Down ±10, Home/End.
 */
export function BeforeAfterSlider({ item }: { item: BeforeAfter }) {
  const [value, setValue] = useState(SLIDER_START);
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = useCallback((clientX: number) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    setValue(clamp(((clientX - box.left) / box.width) * 100));
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const stop = () => {
    dragging.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number | undefined> = {
      ArrowLeft: value - KEY_STEP,
      ArrowDown: value - KEY_STEP,
      ArrowRight: value + KEY_STEP,
      ArrowUp: value + KEY_STEP,
      PageDown: value - PAGE_STEP,
      PageUp: value + PAGE_STEP,
      Home: 0,
      End: 100,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setValue(clamp(target));
  };

  return (
    <figure className="compare">
      <div
        ref={frame}
        className="compare__frame"
        style={{ aspectRatio: `${String(item.before.width)} / ${String(item.before.height)}` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stop}
        onPointerCancel={stop}
        data-testid="compare-frame"
      >
        <ResponsivePicture picture={item.after} className="compare__img" draggable={false} />
        <div className="compare__before" style={{ clipPath: `inset(0 ${String(100 - value)}% 0 0)` }}>
          <ResponsivePicture picture={item.before} className="compare__img" draggable={false} />
        </div>
        <span className="compare__tag compare__tag--before" aria-hidden="true">
          {landingCopy.before}
        </span>
        <span className="compare__tag compare__tag--after" aria-hidden="true">
          {landingCopy.after}
        </span>
        <div
          className="compare__handle"
          style={{ left: `${String(value)}%` }}
          role="slider"
          tabIndex={0}
          aria-label={landingCopy.sliderLabel(item.name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${String(value)}%`}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
        >
          <span className="compare__knob" aria-hidden="true">
            ‹ ›
          </span>
        </div>
      </div>
      <figcaption className="compare__caption">
        <strong>{item.name}</strong> <span>{item.result}</span>
      </figcaption>
    </figure>
  );
}
