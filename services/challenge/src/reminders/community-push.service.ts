import { Injectable } from '@nestjs/common';
import type { MemberNotifiedEvent } from '@reto/contracts/community';
import { PushSender } from './push-sender.service.js';
import { RemindersRepository } from './reminders.repository.js';

/**
 * The community's pushes (a reply to the member's post, the coach's message) through the
 * reminders' Web Push: only to a member who takes pushes and left the settings' «Comunidad»
 * switch on. Sent whether or not the member has the app open (the service worker shows none over
 * a visible window of the app on that page); answers how many browsers took it.
 */
@Injectable()
export class CommunityPushService {
  constructor(
    private readonly repository: RemindersRepository,
    private readonly push: PushSender,
  ) {}

  async notify(event: MemberNotifiedEvent): Promise<number> {
    const profile = await this.repository.profile(event.userId);
    if (!profile?.push || !profile.community) return 0;
    return this.push.send(event.userId, { title: event.title, body: event.body, url: event.url, tag: 'community' });
  }
}
