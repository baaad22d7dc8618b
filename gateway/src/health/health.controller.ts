import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { HttpReply } from '../http/http.js';
import { RequestId } from '../http/request-of.js';
import { HealthService, type Readiness } from './health.service.js';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@RequestId() requestId: string, @Res({ passthrough: true }) res: HttpReply): Promise<Readiness> {
    const readiness = await this.health.readiness(requestId);
    res.status(readiness.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return readiness;
  }
}
