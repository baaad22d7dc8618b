import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommunitySubjects, type PostPageDto, type UnreadMessagesDto } from '@reto/contracts/community';
import { RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { AnnouncedCache, memberAnnouncement, type Announcement } from '../nats/announced-cache.js';

/** More answers than this in one replica's memory: the least recently used are dropped first. */
const MAX_MEMBERS = 50_000;

/**
 * The UTC hour an answer is kept for. What community answers changes by itself only on the hour:
 * a member's access ends at a whole UTC hour, and the day beside an author's name turns at their
 * midnight, a whole UTC hour in every supported timezone (their offsets are whole hours).
 */
const hourOf = (now = new Date()) => now.toISOString().slice(0, 13);

const memberChanged = memberAnnouncement(CommunitySubjects.broadcasts.memberChanged);
const groupChanged: Announcement = {
  subject: CommunitySubjects.broadcasts.groupChanged,
  indexed: (body) => (body as { groupKey: string }).groupKey,
};

/**
 * The dashboard's community card (asked at each opening): the first posts of the member's group
 * (pinned first) and the coach's messages they have not read, kept by this gateway replica per
 * member and UTC hour. Community announces, once a change is stored and before it answers it, a
 * group whose posts changed (written, replied to, reacted to, pinned, hidden, an author's day) on
 * `community.group.changed`, and a member whose own view changed (their group, a coach's message,
 * their reading) on `community.member.changed`: every replica drops the group's first pages, or
 * the member's. A moved clock, a lost NATS connection and EXERCISE_CACHE_TTL_MS bound it as every
 * `AnnouncedCache`.
 */
@Injectable()
export class CommunityCardCache implements OnModuleInit, OnModuleDestroy {
  /** A member's first page of their group, found by its group too. */
  private readonly firstPages: AnnouncedCache<PostPageDto>;
  private readonly unread: AnnouncedCache<UnreadMessagesDto>;

  constructor(rpc: RpcClient, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const prefix = config.NATS_SUBJECT_PREFIX;
    const bounds = { max: MAX_MEMBERS, ttlMs: config.EXERCISE_CACHE_TTL_MS };
    this.firstPages = new AnnouncedCache<PostPageDto>(
      rpc,
      { prefix, announcements: [memberChanged, groupChanged] },
      { ...bounds, indexBy: (page) => [page.groupKey] },
    );
    this.unread = new AnnouncedCache<UnreadMessagesDto>(rpc, { prefix, announcements: [memberChanged] }, bounds);
  }

  onModuleInit(): void {
    this.firstPages.listen();
    this.unread.listen();
  }

  onModuleDestroy(): void {
    this.firstPages.stop();
    this.unread.stop();
  }

  /** The member's first page of `limit` posts: from memory when kept, else `ask`ed and kept. */
  firstPageOf(userId: number, limit: number | undefined, ask: () => Promise<PostPageDto>): Promise<PostPageDto> {
    return this.firstPages.remember(`${hourOf()} ${userId} ${limit ?? ''}`, ask, String(userId));
  }

  /** The member's unread messages from the coach: from memory when kept, else `ask`ed and kept. */
  unreadOf(userId: number, ask: () => Promise<UnreadMessagesDto>): Promise<UnreadMessagesDto> {
    return this.unread.remember(`${hourOf()} ${userId}`, ask, String(userId));
  }
}
