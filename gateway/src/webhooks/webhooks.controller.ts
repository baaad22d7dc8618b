import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { BillingSubjects, type WebhookReceipt } from '@reto/contracts';
import { RpcClient } from '@reto/platform';
import type { Request } from 'express';

type RawRequest = Request & { rawBody?: Buffer };
const rawBase64 = (req: RawRequest) => (req.rawBody ?? Buffer.alloc(0)).toString('base64');

/**
 * Stripe and Shopify webhooks. The raw body travels byte-exact (base64) to billing, which checks
 * the signature, records the event once and answers at once; the gateway only forwards.
 */
@Controller('api/webhooks')
export class WebhooksController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('stripe')
  @HttpCode(200)
  stripe(@Req() req: RawRequest, @Headers('stripe-signature') signature = ''): Promise<WebhookReceipt> {
    return this.rpc.request(BillingSubjects.receiveStripeWebhook, { payloadBase64: rawBase64(req), signature });
  }

  @Post('shopify')
  @HttpCode(200)
  shopify(
    @Req() req: RawRequest,
    @Headers('x-shopify-hmac-sha256') hmac = '',
    @Headers('x-shopify-webhook-id') webhookId = '',
    @Headers('x-shopify-topic') topic = '',
  ): Promise<WebhookReceipt> {
    return this.rpc.request(BillingSubjects.receiveShopifyWebhook, {
      payloadBase64: rawBase64(req),
      hmac,
      webhookId,
      topic,
    });
  }
}
