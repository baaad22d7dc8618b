import { ImagePlus, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { reviewsCopy } from '../../landing/landing.copy';

export interface ReviewPhoto {
  file: File;
  url: string;
}

interface ReviewPhotoFieldProps {
  /** The base of the hint's id (the form's own id). */
  id: string;
  photo: ReviewPhoto | null;
  /** Why the last picked file was refused, shown in place of the hint. */
  error: string | null;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** The optional photo: a picker (the first picked file only), or the preview with a way to remove it. */
export function ReviewPhotoField({ id, photo, error, onPick, onRemove }: ReviewPhotoFieldProps) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <div className="field">
      <span className="field__label">{reviewsCopy.photo}</span>
      {photo ? (
        <div className="review-form__preview">
          <img src={photo.url} alt={reviewsCopy.photoPreview} width={96} height={96} />
          <span className="review-form__file">{photo.file.name}</span>
          <button type="button" className="btn btn--ghost" onClick={onRemove}>
            <X size={18} aria-hidden="true" /> {reviewsCopy.removePhoto}
          </button>
        </div>
      ) : (
        <label className="review-form__picker">
          <ImagePlus size={22} aria-hidden="true" />
          <span>{reviewsCopy.choosePhoto}</span>
          <input
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/*"
            aria-describedby={`${id}-photo-hint`}
            onChange={pick}
          />
        </label>
      )}
      <p id={`${id}-photo-hint`} className={error ? 'field__error' : 'field__hint'}>
        {error ?? reviewsCopy.photoHint}
      </p>
    </div>
  );
}
