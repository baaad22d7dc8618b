import { Module } from '@nestjs/common';
import { RedisModule } from '@reto/platform';
import { SPEECH_STASH_TTL_SECONDS } from './voice.constants.js';

const appClient = RedisModule.forApp('voice');
// the recordings the gateway stashes, and the speech it takes back
const uploads = RedisModule.forUploads({ ttlSeconds: () => SPEECH_STASH_TTL_SECONDS });

/** Voice's Redis (its client and the upload stash), one of each for every feature module that imports it. */
@Module({ imports: [appClient, uploads], exports: [appClient, uploads] })
export class VoiceRedisModule {}
