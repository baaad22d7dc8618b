import { Module } from '@nestjs/common';
import { RedisModule } from '@reto/platform';
import { VoiceRedis } from './voice.redis.js';

/** Voice's Redis (its client and the upload stash), one for every feature module that imports it. */
@Module({
  imports: [RedisModule.forApp('voice')],
  providers: [VoiceRedis],
  exports: [VoiceRedis],
})
export class VoiceRedisModule {}
