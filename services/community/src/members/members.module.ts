import { Module } from '@nestjs/common';
import { AccessEventsConsumer } from './access-events.consumer.js';
import { MembersRepository } from './members.repository.js';
import { MembersService } from './members.service.js';

/** Who may take part: the members with access, projected from billing's access events. */
@Module({
  providers: [MembersRepository, MembersService, AccessEventsConsumer],
  exports: [MembersService],
})
export class MembersModule {}
