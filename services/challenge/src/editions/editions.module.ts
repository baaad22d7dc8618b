import { Module } from '@nestjs/common';
import { EditionsHandler } from './editions.handler.js';

/** The editions' calendar: which edition is open, and when. */
@Module({ controllers: [EditionsHandler] })
export class EditionsModule {}
