import { communityCopy } from '../community.copy';

/**
 * A post's photo, as wide as the post and never taller than the screen allows: its stored size
 * reserves the space while it loads (the feed does not jump), loaded only when it comes near the
 * view. Its text alternative names who shared it (the post's words are right beside it).
 */
export function PostPhoto({
  photo,
  author,
}: {
  photo: { url: string; width: number; height: number };
  author: string;
}) {
  return (
    <img
      className="group-post__photo"
      src={photo.url}
      alt={communityCopy.photo.alt(author)}
      width={photo.width}
      height={photo.height}
      loading="lazy"
      decoding="async"
    />
  );
}
