import { useCallback, useEffect, useState } from 'react';
import { REVIEWS_SHOWN_INITIALLY } from '../../../constants';
import { fetchReviews, type Review, type ReviewAggregate } from '../lib/reviews-api';

/** Page size while loading every review for "show all". */
const ALL_PAGE = 50;

export interface ReviewsState {
  status: 'loading' | 'ready' | 'error';
  reviews: Review[];
  aggregate: ReviewAggregate | null;
  /** More than the first 6 exist. */
  hasMore: boolean;
  expanded: boolean;
  toggle: () => void;
  reload: () => void;
}

/**
 * The reviews block's data (spec 1 "Reviews block"): the first 6 reviews (one more is asked to
 * know whether a toggle is needed, unless the server says the total), and every review once the
 * visitor asks to see all of them.
 */
export function useReviews(initialAggregate: ReviewAggregate | null): ReviewsState {
  const [status, setStatus] = useState<ReviewsState['status']>('loading');
  const [reviews, setReviews] = useState<Review[]>([]);
  const [aggregate, setAggregate] = useState(initialAggregate);
  const [hasMore, setHasMore] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [all, setAll] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const first = await fetchReviews(all ? ALL_PAGE : REVIEWS_SHOWN_INITIALLY + 1);
        let list = first.reviews;
        for (let offset = ALL_PAGE; all && list.length === offset; offset += ALL_PAGE) {
          list = [...list, ...(await fetchReviews(ALL_PAGE, offset)).reviews];
        }
        if (!live) return;
        setReviews(list);
        setAggregate(first.aggregate);
        setHasMore(
          first.total === null ? first.reviews.length > REVIEWS_SHOWN_INITIALLY : first.total > REVIEWS_SHOWN_INITIALLY,
        );
        setStatus('ready');
      } catch {
        if (live) setStatus('error');
      }
    })();
    return () => {
      live = false;
    };
  }, [all, version]);

  const toggle = useCallback(() => {
    setExpanded((value) => !value);
    setAll(true);
  }, []);
  const reload = useCallback(() => {
    setVersion((value) => value + 1);
  }, []);

  return {
    status,
    reviews: expanded ? reviews : reviews.slice(0, REVIEWS_SHOWN_INITIALLY),
    aggregate,
    hasMore,
    expanded,
    toggle,
    reload,
  };
}
