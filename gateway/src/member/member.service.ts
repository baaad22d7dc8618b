import { Injectable } from '@nestjs/common';
import {
  ChallengeSubjects,
  IdentitySubjects,
  MemberRequestSchema,
  SUPPORTED_TIMEZONES,
  TimezoneInputSchema,
  VideoVersionInputSchema,
  type Gender,
  type MemberInput,
  type MemberStatsDto,
  type SupportedTimezone,
  type UserDto,
} from '@reto/contracts';
import { RpcClient, validatePayload } from '@reto/platform';
import { TIMEZONE_REGIONS, type TimezoneRegion } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';

/** The member facts every challenge request carries, from the signed-in user. */
export const member = (user: UserDto): MemberInput => ({
  userId: user.id,
  email: user.email,
  gender: user.gender,
  timezone: user.timezone,
  isAdmin: user.isAdmin,
  emailVerified: user.emailVerified,
});

export const regionOf = (timezone: string): TimezoneRegion =>
  timezone.startsWith('America/') ? 'America' : timezone.startsWith('Europe/') ? 'Europe' : 'Other';

export interface TimezonesPayload {
  timezones: Record<string, string>;
  regions: Record<TimezoneRegion, string[]>;
}

export interface TimezoneUpdate {
  success: true;
  timezone: SupportedTimezone;
  timezoneLabel: string;
  message: string;
}

export interface VideoVersionUpdate {
  success: true;
  gender: Gender;
  message: string;
}

/**
 * The gateway-side functions of the member's own account: the user with their stats, and the
 * timezone settings. REST and GraphQL both call these.
 */
@Injectable()
export class MemberService {
  /**
   * Identity's names for the zones, as it last gave them. They change only with identity's release,
   * so while identity cannot answer, the list is still served with the names it gave before.
   */
  private knownTimezoneLabels: Record<string, string> | null = null;

  constructor(private readonly rpc: RpcClient) {}

  stats(requestId: string, user: UserDto): Promise<MemberStatsDto> {
    return this.rpc.request(
      ChallengeSubjects.memberStats,
      validatePayload(MemberRequestSchema, { member: member(user) }),
      { requestId },
    );
  }

  /** The user with `streak` and `progress` (GET /api/user); zeros when the challenge service cannot answer. */
  async withStats(requestId: string, user: UserDto): Promise<UserDto & MemberStatsDto> {
    const stats = await this.stats(requestId, user).catch(() => ({ streak: 0, progress: 0 }));
    return { ...user, ...stats };
  }

  /** Every supported zone with identity's name for it, grouped by region (the settings page's list). */
  async timezones(requestId: string): Promise<TimezonesPayload> {
    const labels = await this.timezoneLabels(requestId);
    const regions = Object.fromEntries(TIMEZONE_REGIONS.map((region) => [region, [] as string[]])) as Record<
      TimezoneRegion,
      string[]
    >;
    for (const timezone of SUPPORTED_TIMEZONES) regions[regionOf(timezone)].push(timezone);
    return { timezones: Object.fromEntries(SUPPORTED_TIMEZONES.map((zone) => [zone, labels[zone] ?? zone])), regions };
  }

  private async timezoneLabels(requestId: string): Promise<Record<string, string>> {
    try {
      this.knownTimezoneLabels = await this.rpc.request<Record<string, string>>(
        IdentitySubjects.timezoneLabels,
        {},
        { requestId },
      );
    } catch (error) {
      if (!this.knownTimezoneLabels) throw error;
    }
    return this.knownTimezoneLabels;
  }

  userTimezone(user: UserDto): { timezone: string; timezoneLabel: string } {
    return { timezone: user.timezone, timezoneLabel: user.timezoneLabel };
  }

  async setTimezone(requestId: string, user: UserDto, body: unknown): Promise<TimezoneUpdate> {
    const { timezone } = validatePayload(TimezoneInputSchema, body);
    const updated = await this.rpc.request<UserDto>(
      IdentitySubjects.setTimezone,
      { userId: user.id, timezone },
      { requestId },
    );
    return {
      success: true,
      timezone: updated.timezone,
      timezoneLabel: updated.timezoneLabel,
      message: GatewayCopy.member.timezoneUpdated,
    };
  }

  /** The settings page's video version; validated here so a wrong value is a Spanish 400 before any call. */
  async setVideoVersion(requestId: string, user: UserDto, body: unknown): Promise<VideoVersionUpdate> {
    const { gender } = validatePayload(VideoVersionInputSchema, body);
    const updated = await this.rpc.request<UserDto>(
      IdentitySubjects.setVideoVersion,
      { userId: user.id, gender },
      { requestId },
    );
    return { success: true, gender: updated.gender, message: GatewayCopy.member.videoVersionUpdated };
  }
}
