import { Module } from '@nestjs/common';
import { SingleUseTokens } from './single-use-tokens.service.js';

/** Single-use tokens (links by mail, proofs) on the service's own table, for the feature modules that issue or take them. */
@Module({ providers: [SingleUseTokens], exports: [SingleUseTokens] })
export class SingleUseTokensModule {}
