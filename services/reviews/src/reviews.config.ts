import { loadConfig, mailConfigShape, serviceConfigSchema } from '@reto/platform';
import type { z } from 'zod';

/** The reviews service's settings: the shared ones, and mail (the confirmation link to a buyer's address). */
export const reviewsConfigSchema = serviceConfigSchema('reviews').extend(mailConfigShape);
export type ReviewsConfig = z.output<typeof reviewsConfigSchema>;

export const REVIEWS_CONFIG = Symbol('REVIEWS_CONFIG');
export const loadReviewsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig('reviews', reviewsConfigSchema, env);
