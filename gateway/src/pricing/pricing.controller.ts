import { Controller, Get, Req } from '@nestjs/common';
import type { HttpRequest } from '../http/http.js';
import { PricingService } from './pricing.service.js';

@Controller('api')
export class PricingController {
  constructor(private readonly pricing: PricingService) {}

  /** The localised price of the landing and plan pages. */
  @Get('price-quote')
  quote(@Req() req: HttpRequest) {
    return this.pricing.quoteFor(req);
  }
}
