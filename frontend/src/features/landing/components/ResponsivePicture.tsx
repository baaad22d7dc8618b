import type { Picture } from '../content';

interface ResponsivePictureProps {
  picture: Picture;
  className?: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  eager?: boolean;
  sizes?: string;
  draggable?: boolean;
}

/** A content picture with its modern formats first, its size reserved (width/height) and lazy below the fold. */
export function ResponsivePicture({ picture, className, eager = false, sizes, draggable }: ResponsivePictureProps) {
  return (
    <picture>
      {picture.sources?.map((source) => (
        <source key={source.srcSet} srcSet={source.srcSet} type={source.type} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        draggable={draggable}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
