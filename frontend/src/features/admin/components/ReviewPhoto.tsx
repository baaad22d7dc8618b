import { adminCopy } from '../admin.copy';
import { usePanelPhoto } from '../hooks/usePanelPhoto';

const text = adminCopy.reviews;

interface ReviewPhotoProps {
  /** The review's photo on the panel's path (`/api/admin/reviews/photos/…`), a pending one too. */
  url: string;
  /** Who wrote the review: its text alternative names them. */
  reviewer: string;
}

/**
 * A review's photo in Reseñas, so the trainer sees what he approves: the admin path asks for the
 * `X-Admin-Auth` header, which an `<img>` cannot send, so it is fetched with the credential (near the
 * view) and shown from a local object URL.
 */
export function ReviewPhoto({ url, reviewer }: ReviewPhotoProps) {
  const { ref, state } = usePanelPhoto(url);
  if (state.status === 'shown')
    return <img className="admin-review__photo" src={state.src} alt={text.photoAlt(reviewer)} />;
  if (state.status === 'failed') return <p className="muted">{text.photoFailed}</p>;
  return (
    <div
      ref={ref}
      className="admin-review__photo admin-review__photo--place"
      role="img"
      aria-label={text.photoAlt(reviewer)}
      aria-busy="true"
    />
  );
}
