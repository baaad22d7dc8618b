import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import type { WebhookReceipt } from '@reto/contracts';
import type { HttpRequest } from '../http/http.js';
import { WebhooksService } from './webhooks.service.js';

const rawBody = (req: HttpRequest) => req.rawBody ?? Buffer.alloc(0);

/** Stripe and Shopify webhooks: the raw body, byte-exact, and the provider's headers. */
@Controller('api/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post('stripe')
  @HttpCode(200)
  stripe(@Req() req: HttpRequest, @Headers('stripe-signature') signature = ''): Promise<WebhookReceipt> {
    return this.webhooks.acceptStripe(rawBody(req), signature);
  }

  @Post('shopify')
  @HttpCode(200)
  shopify(
    @Req() req: HttpRequest,
    @Headers('x-shopify-hmac-sha256') hmac = '',
    @Headers('x-shopify-topic') topic = '',
  ): Promise<WebhookReceipt> {
    return this.webhooks.acceptShopify(rawBody(req), { hmac, topic });
  }
}
