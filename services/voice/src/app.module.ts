import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@reto/platform';
import { voiceDatabase } from './voice.database.js';

@Module({
  imports: [ServiceKitModule.forService(voiceDatabase)],
})
export class AppModule {}
