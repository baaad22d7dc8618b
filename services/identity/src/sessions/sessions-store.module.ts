import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from './session.entity.js';
import { SessionsChangedPublisher } from './sessions-changed.publisher.js';
import { SessionsRepository } from './sessions.repository.js';

/**
 * The sessions table and the notice that a member's sessions changed: what every feature that ends,
 * narrows or widens a member's sessions writes to (sign-in, recovery, access, second factor, …).
 */
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  providers: [SessionsRepository, SessionsChangedPublisher],
  exports: [SessionsRepository, SessionsChangedPublisher],
})
export class SessionsStoreModule {}
