import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@reto/platform';
import { reviewsDatabase } from './reviews.database.js';

@Module({
  imports: [ServiceKitModule.forService(reviewsDatabase)],
})
export class AppModule {}
