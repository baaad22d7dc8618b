import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { MemberService } from './member.service.js';

/** The member's own account: the user, their stats and their timezone (spec 1, section 7). */
@Controller('api')
export class MemberController {
  constructor(private readonly members: MemberService) {}

  @Get('user')
  @UseGuards(SignedInGuard)
  user(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.members.withStats(requestId, user);
  }

  /** Legacy bearer clients: the current user (firstName, fullName, username and the rest). */
  @Get('users/current')
  @UseGuards(SignedInGuard)
  currentUser(@CurrentUser() user: UserDto): UserDto {
    return user;
  }

  @Get('timezones')
  timezones(@RequestId() requestId: string) {
    return this.members.timezones(requestId);
  }

  @Get('user/timezone')
  @UseGuards(SignedInGuard)
  userTimezone(@CurrentUser() user: UserDto) {
    return this.members.userTimezone(user);
  }

  @Post('user/timezone')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  setTimezone(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.members.setTimezone(requestId, user, body);
  }

  /** Sent by the client after registration when the detected timezone differs (outcome only logged). */
  @Post('update-timezone')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  updateTimezone(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.members.setTimezone(requestId, user, body);
  }
}
