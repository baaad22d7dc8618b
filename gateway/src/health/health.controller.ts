import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { HttpReply } from '../http/http.js';
import { RequestId } from '../http/request-of.js';
import { HealthService, type Dependencies, type Readiness } from './health.service.js';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness: the process serves HTTP; nothing outside it is asked, so no outage restarts it. */
  @Get('live')
  live() {
    return { status: 'ok' };
  }

  /** Readiness: this replica can serve its core paths (its own NATS connection). */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: HttpReply): Promise<Readiness> {
    const readiness = await this.health.readiness();
    res.status(readiness.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return readiness;
  }

  /** For operators and monitors, not probes: every dependency's state; 503 while any is away. */
  @Get('deps')
  async deps(@RequestId() requestId: string, @Res({ passthrough: true }) res: HttpReply): Promise<Dependencies> {
    const dependencies = await this.health.dependencies(requestId);
    res.status(dependencies.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return dependencies;
  }
}
