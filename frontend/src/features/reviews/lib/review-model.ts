import type { LandingAggregate } from '@reto/contracts/landing';

/* The reviews as the landing shows them, and their mapping from the REST answers' snake_case. */

/** One published review as the landing shows it (the reviewer's e-mail is never public). */
export interface Review {
  id: string;
  rating: number;
  title: string | null;
  body: string;
  createdAt: string;
  photoUrl: string | null;
  reviewer: {
    name: string;
    verifiedBuyer: boolean;
    location: { region: string | null; country: string | null } | null;
  };
}

export interface RatingCount {
  stars: number;
  count: number;
}

export interface ReviewAggregate {
  averageScore: number;
  reviewsCount: number;
  /** Listed from 5 stars down to 1. */
  ratingDistribution: RatingCount[];
}

export interface ReviewPage {
  reviews: Review[];
  /** How many reviews can be listed, when the server says. */
  total: number | null;
  aggregate: ReviewAggregate;
}

/** The aggregate as `GET /api/reviews` (and the server-rendered landing data) carry it. */
export type RestAggregate = LandingAggregate;

export interface RestReview {
  id: string | number;
  rating: number;
  title?: string | null;
  body: string;
  created_at: string;
  photo_url?: string | null;
  reviewer: {
    name: string;
    verified_buyer: boolean;
    location?: { region?: string | null; country?: string | null } | null;
  };
}

const STARS = [5, 4, 3, 2, 1] as const;

export const toAggregate = (rest: RestAggregate): ReviewAggregate => ({
  averageScore: Number(rest.average_score),
  reviewsCount: Number(rest.reviews_count),
  ratingDistribution: STARS.map((stars) => ({ stars, count: Number(rest.rating_distribution[String(stars)] ?? 0) })),
});

export const toReview = (rest: RestReview): Review => ({
  id: String(rest.id),
  rating: rest.rating,
  title: rest.title ?? null,
  body: rest.body,
  createdAt: rest.created_at,
  photoUrl: rest.photo_url ?? null,
  reviewer: {
    name: rest.reviewer.name,
    verifiedBuyer: rest.reviewer.verified_buyer,
    location: rest.reviewer.location
      ? { region: rest.reviewer.location.region ?? null, country: rest.reviewer.location.country ?? null }
      : null,
  },
});
