import { Module } from '@nestjs/common';
import { ReviewsRepository } from './reviews.repository.js';

/** The reviews table, read and written by every feature of the service. */
@Module({ providers: [ReviewsRepository], exports: [ReviewsRepository] })
export class ReviewsStoreModule {}
