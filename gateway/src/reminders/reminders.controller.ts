import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, UseGuards } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { RemindersService } from './reminders.service.js';

/** The member's reminders over REST (issue 24): preferences, Web Push devices, one-click unsubscribe. */
@Controller('api')
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @Get('notification-settings')
  @UseGuards(SignedInGuard)
  settings(@CurrentUser() user: UserDto) {
    return this.reminders.settings(user);
  }

  @Put('notification-settings')
  @UseGuards(SignedInGuard)
  updateSettings(@CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.reminders.updateSettings(user, body);
  }

  /**
   * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded)
   * to the link of the `List-Unsubscribe` header; the app's page posts the same token as JSON.
   */
  @Post('notification-settings/unsubscribe')
  @HttpCode(200)
  unsubscribe(@Query('token') token: unknown, @Body() body: unknown) {
    const fromBody = (body as { token?: unknown } | undefined)?.token;
    return this.reminders.unsubscribe(token ?? fromBody);
  }

  @Get('push/public-key')
  pushPublicKey() {
    return this.reminders.pushPublicKey();
  }

  @Post('push/subscriptions')
  @HttpCode(201)
  @UseGuards(SignedInGuard)
  addPushSubscription(@CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.reminders.addPushSubscription(user, body);
  }

  @Delete('push/subscriptions')
  @UseGuards(SignedInGuard)
  removePushSubscription(@CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.reminders.removePushSubscription(user, (body as { endpoint?: unknown } | undefined)?.endpoint);
  }
}
