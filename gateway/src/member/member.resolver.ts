import { Args, Context, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { MemberStatsDto, UserDto } from '@reto/contracts';
import { UserOutput } from '../auth/dto/user.output.js';
import { CurrentUser, Member } from '../auth/signed-in.guard.js';
import type { GraphQLContext } from '../graphql/graphql-context.js';
import { RequestId } from '../http/request-of.js';
import {
  TimezonesOutput,
  TimezoneUpdateOutput,
  UserTimezoneOutput,
  VideoVersionUpdateOutput,
} from './dto/member.output.js';
import { MemberService } from './member.service.js';

/** The member's settings in GraphQL (timezone, video version): the same gateway-side functions as the REST paths. */
@Resolver()
export class MemberResolver {
  constructor(private readonly members: MemberService) {}

  @Query(() => TimezonesOutput)
  async timezones(@RequestId() requestId: string): Promise<TimezonesOutput> {
    const { timezones, regions } = await this.members.timezones(requestId);
    return {
      timezones: Object.entries(timezones).map(([value, label]) => ({ value, label })),
      regions: Object.entries(regions).map(([name, list]) => ({ name, timezones: list })),
    };
  }

  @Member.Query(() => UserTimezoneOutput)
  userTimezone(@CurrentUser() user: UserDto) {
    return this.members.userTimezone(user);
  }

  @Member.Mutation(() => TimezoneUpdateOutput)
  updateTimezone(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Args('timezone') timezone: string) {
    return this.members.setTimezone(requestId, user, { timezone });
  }

  /** A string, not the Gender enum: a wrong value then gets the Spanish 400 of the validation, not GraphQL's English. */
  @Member.Mutation(() => VideoVersionUpdateOutput, { description: "The member's own video version (male or female)." })
  updateVideoVersion(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Args('gender') gender: string) {
    return this.members.setVideoVersion(requestId, user, { gender });
  }
}

type StatsContext = GraphQLContext & { memberStats?: Promise<MemberStatsDto> };

/** `streak` and `progress` on the User type, from the challenge service (one request for both fields). */
@Resolver(() => UserOutput)
export class UserStatsResolver {
  constructor(private readonly members: MemberService) {}

  private stats(user: UserDto, context: StatsContext): Promise<MemberStatsDto> {
    context.memberStats ??= this.members.withStats(context.req.id, user);
    return context.memberStats;
  }

  @ResolveField(() => Int, { description: 'Consecutive challenge days done (DECISIONS.md 4).' })
  async streak(@Parent() user: UserDto, @Context() context: StatsContext): Promise<number> {
    return (await this.stats(user, context)).streak;
  }

  @ResolveField(() => Int, { description: 'round(100 x completed days / 28).' })
  async progress(@Parent() user: UserDto, @Context() context: StatsContext): Promise<number> {
    return (await this.stats(user, context)).progress;
  }
}
