import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RemindersController } from './reminders.controller.js';
import { RemindersResolver } from './reminders.resolver.js';
import { RemindersService } from './reminders.service.js';

/** The member's reminders: notification settings, Web Push subscriptions, the one-click unsubscribe. */
@Module({
  imports: [NatsModule, AuthModule],
  controllers: [RemindersController],
  providers: [RemindersService, RemindersResolver],
})
export class RemindersModule {}
