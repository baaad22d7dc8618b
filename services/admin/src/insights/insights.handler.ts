import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminSubjects, InsightsQuerySchema, type InsightsDto, type PublicSatisfactionDto } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { InsightsService } from './insights.service.js';

/** NATS adapter of "Resultados". */
@Controller()
export class InsightsHandler {
  constructor(private readonly insights: InsightsService) {}

  @MessagePattern(AdminSubjects.insights)
  get(@Payload() payload: unknown): Promise<InsightsDto> {
    return this.insights.get(validatePayload(InsightsQuerySchema, payload));
  }

  @MessagePattern(AdminSubjects.satisfaction)
  satisfaction(): Promise<PublicSatisfactionDto> {
    return this.insights.publicSatisfaction();
  }
}
