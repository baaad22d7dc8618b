import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  AccessChangedEventSchema,
  ChallengeSubjects,
  ExerciseCompletedEventSchema,
  IdentitySubjects,
  UserRegisteredEventSchema,
} from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { MembersService } from './members.service.js';

/** The most completions applied in one transaction. */
const COMPLETIONS_BATCH = 64;
/** How long the completions that come after one wait to go in its transaction (the day beside a name may lag that much). */
const COMPLETIONS_BATCH_WAIT_MS = 20;

/**
 * Group membership follows the challenge's access events; the name shown and the time zone come
 * from the account's registration, the day and streak from the challenge's completions: each
 * event applied exactly once.
 */
@Injectable()
export class AccessEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly members: MembersService,
  ) {}

  readonly fromAccess: EventHandler<typeof AccessChangedEventSchema> = {
    durable: 'members-from-access',
    subject: ChallengeSubjects.events.accessChanged,
    schema: AccessChangedEventSchema,
    apply: (event, _manager, { tx }) => this.members.accessChanged(tx, event),
  };

  readonly fromRegistrations: EventHandler<typeof UserRegisteredEventSchema> = {
    durable: 'names-from-registrations',
    subject: IdentitySubjects.events.userRegistered,
    schema: UserRegisteredEventSchema,
    apply: (event, _manager, { tx }) => this.members.registered(tx, event),
  };

  readonly fromCompletions: EventHandler<typeof ExerciseCompletedEventSchema> = {
    durable: 'progress-from-completions',
    subject: ChallengeSubjects.events.exerciseCompleted,
    schema: ExerciseCompletedEventSchema,
    // A completion is one statement: the ones waiting are applied in one transaction, in order.
    batch: COMPLETIONS_BATCH,
    batchWaitMs: COMPLETIONS_BATCH_WAIT_MS,
    apply: (event, _manager, { tx }) => this.members.completed(tx, event),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromAccess, this.fromRegistrations, this.fromCompletions]);
  }
}
