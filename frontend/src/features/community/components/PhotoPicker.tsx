import { ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo, type ChangeEvent } from 'react';
import { communityCopy } from '../community.copy';

/** A photo may weigh at most this (the server checks it again, from the bytes). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked file cannot go, before anything is sent; null when it may. */
export function photoProblem(file: File): string | null {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return communityCopy.photo.notImage;
  if (file.size > PHOTO_MAX_BYTES) return communityCopy.photo.tooLarge;
  return null;
}

/** The composer's optional photo: a button to pick one, or its preview with a way to take it out. */
export function PhotoPicker({
  photo,
  onChange,
  disabled,
}: {
  photo: File | null;
  onChange: (photo: File | null, problem: string | null) => void;
  disabled?: boolean;
}) {
  const copy = communityCopy.photo;
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    onChange(problem ? null : file, problem);
  };

  if (photo && preview) {
    return (
      <div className="group-photo-pick group-photo-pick--chosen">
        <img src={preview} alt={copy.preview} width={56} height={56} />
        <span className="group-photo-pick__name">{photo.name}</span>
        <button
          type="button"
          className="group-action"
          onClick={() => onChange(null, null)}
          disabled={disabled}
          aria-label={copy.remove}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <label className="group-action group-photo-pick">
      <ImagePlus size={18} aria-hidden="true" />
      <span>{copy.add}</span>
      <input
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={pick}
        disabled={disabled}
      />
    </label>
  );
}
