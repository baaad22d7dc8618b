import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@reto/platform';
import { adminDatabase } from './admin.database.js';

@Module({
  imports: [ServiceKitModule.forService(adminDatabase)],
})
export class AppModule {}
