import { useEffect, useRef } from 'react';
import { communityCopy } from '../community.copy';

export interface OlderPostsProps {
  /** Where the next older page starts; none once the group's first post is on screen. */
  cursor: string | null | undefined;
  loading: boolean;
  /** Whether any post is on screen (an empty group has no end to reach). */
  anyPosts: boolean;
  onMore: () => void;
}

/**
 * The end of the feed: older pages load as it comes into view, and with its button on every
 * device; once there is nothing older, it says the member reached the start of the group.
 */
export function OlderPosts({ cursor, loading, anyPosts, onMore }: OlderPostsProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !cursor || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [cursor, onMore]);

  const copy = communityCopy.feed;
  return (
    <div ref={sentinel} className="group-feed__more">
      {cursor ? (
        <button type="button" className="btn" onClick={onMore} disabled={loading}>
          {loading ? copy.loadingMore : copy.more}
        </button>
      ) : anyPosts ? (
        <p className="group-feed__status">{copy.end}</p>
      ) : null}
    </div>
  );
}
