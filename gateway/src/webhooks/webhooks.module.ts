import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { Module } from '@nestjs/common';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksService } from './webhooks.service.js';

@Module({
  imports: [CoreModule, NatsModule],
  controllers: [WebhooksController],
  providers: [WebhooksService],
})
export class WebhooksModule {}
