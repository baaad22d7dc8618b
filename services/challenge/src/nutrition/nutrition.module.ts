import { Module } from '@nestjs/common';
import { NutritionHandler } from './nutrition.handler.js';
import { NutritionRepository } from './nutrition.repository.js';
import { NutritionService } from './nutrition.service.js';

/** The member's nutrition plan from their body data. */
@Module({
  controllers: [NutritionHandler],
  providers: [NutritionRepository, NutritionService],
})
export class NutritionModule {}
