import { Module } from '@nestjs/common';
import { SessionsStoreModule } from '../sessions/sessions-store.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccessChangedConsumer } from './access-changed.consumer.js';
import { AccessService } from './access.service.js';

/** Paid access: billing's access events, projected onto the member's account. */
@Module({
  imports: [UsersModule, SessionsStoreModule],
  providers: [AccessService, AccessChangedConsumer],
})
export class AccessModule {}
