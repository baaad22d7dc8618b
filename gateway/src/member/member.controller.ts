import { Body, Controller, Get } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, Member } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { MemberService } from './member.service.js';

/** The member's own account: the user, their stats and their timezone (spec 1, section 7). */
@Controller('api')
export class MemberController {
  constructor(private readonly members: MemberService) {}

  @Member.Get('user')
  user(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.members.withStats(requestId, user);
  }

  /** Legacy bearer clients: the current user (firstName, fullName, username and the rest). */
  @Member.Get('users/current')
  currentUser(@CurrentUser() user: UserDto): UserDto {
    return user;
  }

  @Get('timezones')
  timezones(@RequestId() requestId: string) {
    return this.members.timezones(requestId);
  }

  @Member.Get('user/timezone')
  userTimezone(@CurrentUser() user: UserDto) {
    return this.members.userTimezone(user);
  }

  @Member.Post('user/timezone')
  setTimezone(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.members.setTimezone(requestId, user, body);
  }

  /** Sent by the client after registration when the detected timezone differs (outcome only logged). */
  @Member.Post('update-timezone')
  updateTimezone(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.members.setTimezone(requestId, user, body);
  }
}
