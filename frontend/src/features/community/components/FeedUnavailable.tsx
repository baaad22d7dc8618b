import { communityCopy } from '../community.copy';

export interface FeedUnavailableProps {
  /** The server refused the feed (the member is in no running edition), rather than it not arriving. */
  refused: boolean;
  onRetry: () => void;
}

/** The group could not be shown: why, and a retry when the connection was to blame. */
export function FeedUnavailable({ refused, onRetry }: FeedUnavailableProps) {
  const copy = communityCopy.feed;
  return (
    <div className="card group-empty" role="alert">
      <p>{refused ? copy.notMember : copy.error}</p>
      {refused ? null : (
        <button type="button" className="btn" onClick={onRetry}>
          {copy.retry}
        </button>
      )}
    </div>
  );
}
