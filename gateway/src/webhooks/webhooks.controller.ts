import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { WebhookReceipt } from '@reto/contracts';
import type { Request } from 'express';
import { WebhooksService } from './webhooks.service.js';

type RawRequest = Request & { rawBody?: Buffer };
const rawBody = (req: RawRequest) => req.rawBody ?? Buffer.alloc(0);

/** Stripe and Shopify webhooks: the raw body, byte-exact, and the provider's headers. */
@Controller('api/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post('stripe')
  @HttpCode(200)
  stripe(@Req() req: RawRequest, @Headers('stripe-signature') signature = ''): Promise<WebhookReceipt> {
    return this.webhooks.acceptStripe(rawBody(req), signature);
  }

  @Post('shopify')
  @HttpCode(200)
  shopify(
    @Req() req: RawRequest,
    @Headers('x-shopify-hmac-sha256') hmac = '',
    @Headers('x-shopify-topic') topic = '',
  ): Promise<WebhookReceipt> {
    return this.webhooks.acceptShopify(rawBody(req), { hmac, topic });
  }
}
