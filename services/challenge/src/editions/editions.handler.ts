import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ChallengeSubjects, nextEdition, type EditionDto } from '@reto/contracts';
import { Clock } from '@reto/platform';
import { localDate } from '../calendar/calendar.js';

/** The number and start date of the next edition (the landing and plan pages advertise it). */
@Controller()
export class EditionsHandler {
  constructor(private readonly clock: Clock) {}

  @MessagePattern(ChallengeSubjects.nextEdition)
  next(): EditionDto {
    return nextEdition(localDate(this.clock.now(), 'UTC'));
  }
}
