import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard, Member } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { RemindersService } from './reminders.service.js';

/** The member's reminders over REST: preferences, Web Push devices, one-click unsubscribe. */
@Controller('api')
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @Member.Get('notification-settings')
  settings(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.reminders.settings(requestId, user);
  }

  @Member.Put('notification-settings')
  updateSettings(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.reminders.updateSettings(requestId, user, body);
  }

  /**
   * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded)
   * to the link of the `List-Unsubscribe` header; the app's page posts the same token as JSON.
   */
  @Post('notification-settings/unsubscribe')
  @HttpCode(200)
  unsubscribe(@RequestId() requestId: string, @Query('token') token: unknown, @Body() body: unknown) {
    const fromBody = (body as { token?: unknown } | undefined)?.token;
    return this.reminders.unsubscribe(requestId, token ?? fromBody);
  }

  @Get('push/public-key')
  pushPublicKey(@RequestId() requestId: string) {
    return this.reminders.pushPublicKey(requestId);
  }

  @Post('push/subscriptions')
  @HttpCode(201)
  @UseGuards(SignedInGuard)
  addPushSubscription(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.reminders.addPushSubscription(requestId, user, body);
  }

  @Member.Delete('push/subscriptions')
  removePushSubscription(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.reminders.removePushSubscription(
      requestId,
      user,
      (body as { endpoint?: unknown } | undefined)?.endpoint,
    );
  }
}
