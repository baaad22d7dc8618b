import { Injectable } from '@nestjs/common';
import { CommunitySubjects, type MemberNotifiedEvent } from '@reto/contracts/community';
import { appendToOutbox, type Tx } from '@reto/platform';

/** The pushes for members, in the outbox of the transaction that wrote what they tell. */
@Injectable()
export class NotificationsRepository {
  async notify(tx: Tx, event: MemberNotifiedEvent | null): Promise<void> {
    if (event) await appendToOutbox(tx.manager, CommunitySubjects.events.memberNotified, event);
  }
}
