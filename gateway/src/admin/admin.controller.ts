import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { CurrentUser } from '../auth/signed-in.guard.js';
import { AdminService } from './admin.service.js';

/** The admin REST paths of spec 2, section 7 (X-Admin-Auth with the admin's session), and the panel's additions. */
@Controller('api')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  /** The client's cache check (spec 2, section 7): public, answers the current version. */
  @Post('force-cache-clear')
  @HttpCode(200)
  cacheVersion() {
    return this.admin.cacheVersion();
  }

  @Get('admin/pre-approved')
  @UseGuards(AdminGuard)
  preApproved() {
    return this.admin.preApproved();
  }

  @Post('admin/pre-approved')
  @UseGuards(AdminGuard)
  async addPreApproved(@CurrentUser() user: UserDto, @Body() body: unknown) {
    return { success: true, ...(await this.admin.addPreApproved(user, body)) };
  }

  @Post('admin/pre-approved/bulk')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  importPreApproved(@CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.admin.importPreApproved(user, body);
  }

  @Delete('admin/pre-approved/:email')
  @UseGuards(AdminGuard)
  removePreApproved(@CurrentUser() user: UserDto, @Param('email') email: string) {
    return this.admin.removeOnePreApproved(user, email);
  }

  @Get('admin/workouts')
  @UseGuards(AdminGuard)
  workouts(@Query('gender') gender?: string) {
    return this.admin.workouts({ gender });
  }

  @Post('admin/update-video')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  updateVideo(@CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.admin.updateVideo(user, body);
  }

  /** `?t=` (a cache-busting timestamp of the legacy client) is accepted and ignored. */
  @Post('admin/refresh-cache')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async refreshCache(@CurrentUser() user: UserDto) {
    return { success: true, ...(await this.admin.refreshCache(user)) };
  }

  @Post('admin/create-magic-link')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  createMagicLink(@CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.admin.createMagicLink(user, body);
  }

  @Get('admin/audit')
  @UseGuards(AdminGuard)
  audit(@Query('limit') limit?: string, @Query('before') before?: string) {
    return this.admin.audit({ limit, before });
  }

  @Get('admin/members')
  @UseGuards(AdminGuard)
  members(@Query('q') query?: string, @Query('offset') offset?: string, @Query('limit') limit?: string) {
    return this.admin.members({ query, offset, limit });
  }

  @Post('admin/members/:userId/grant')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  grantAccess(@CurrentUser() user: UserDto, @Param('userId') userId: string, @Body() body: unknown) {
    return this.admin.grantAccess(user, { ...(body as object), userId });
  }

  @Post('admin/enrolments/:enrolmentId/revoke')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  revokeAccess(@CurrentUser() user: UserDto, @Param('enrolmentId') enrolmentId: string) {
    return this.admin.revokeAccess(user, { enrolmentId });
  }

  @Get('admin/discrepancies')
  @UseGuards(AdminGuard)
  discrepancies() {
    return this.admin.discrepancies();
  }

  @Post('admin/discrepancies/:paymentId/resolve')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  resolveDiscrepancy(@CurrentUser() user: UserDto, @Param('paymentId') paymentId: string, @Body() body: unknown) {
    return this.admin.resolveDiscrepancy(user, { ...(body as object), paymentId });
  }
}
