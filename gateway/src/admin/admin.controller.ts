import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { CurrentUser } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { AdminService } from './admin.service.js';

/** The admin REST paths of spec 2, section 7 (X-Admin-Auth with the admin's session), and the panel's additions. */
@Controller('api')
export class AdminController {
  constructor(private readonly admin: AdminService) {}

  /** The client's cache check (spec 2, section 7): public, answers the current version. */
  @Post('force-cache-clear')
  @HttpCode(200)
  cacheVersion(@RequestId() requestId: string) {
    return this.admin.cacheVersion(requestId);
  }

  @Get('admin/pre-approved')
  @UseGuards(AdminGuard)
  preApproved(@RequestId() requestId: string) {
    return this.admin.preApproved(requestId);
  }

  @Post('admin/pre-approved')
  @UseGuards(AdminGuard)
  async addPreApproved(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return { success: true, ...(await this.admin.addPreApproved(requestId, user, body)) };
  }

  @Post('admin/pre-approved/bulk')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  importPreApproved(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.admin.importPreApproved(requestId, user, body);
  }

  @Delete('admin/pre-approved/:email')
  @UseGuards(AdminGuard)
  removePreApproved(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Param('email') email: string) {
    return this.admin.removeOnePreApproved(requestId, user, email);
  }

  @Get('admin/workouts')
  @UseGuards(AdminGuard)
  workouts(@RequestId() requestId: string, @Query('gender') gender?: string) {
    return this.admin.workouts(requestId, { gender });
  }

  @Post('admin/update-video')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  updateVideo(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.admin.updateVideo(requestId, user, body);
  }

  /** `?t=` (a cache-busting timestamp of the legacy client) is accepted and ignored. */
  @Post('admin/refresh-cache')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async refreshCache(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return { success: true, ...(await this.admin.refreshCache(requestId, user)) };
  }

  @Post('admin/create-magic-link')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  createMagicLink(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.admin.createMagicLink(requestId, user, body);
  }

  @Get('admin/audit')
  @UseGuards(AdminGuard)
  audit(@RequestId() requestId: string, @Query('limit') limit?: string, @Query('before') before?: string) {
    return this.admin.audit(requestId, { limit, before });
  }

  @Get('admin/insights')
  @UseGuards(AdminGuard)
  insights(@RequestId() requestId: string, @Query('edition') edition?: string) {
    return this.admin.insights(requestId, { edition });
  }

  @Get('admin/members')
  @UseGuards(AdminGuard)
  members(
    @RequestId() requestId: string,
    @Query('q') query?: string,
    @Query('offset') offset?: string,
    @Query('limit') limit?: string,
    @Query('userId') userId?: string,
  ) {
    return this.admin.members(requestId, { query, offset, limit, userId });
  }

  @Post('admin/members/:userId/grant')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  grantAccess(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('userId') userId: string,
    @Body() body: unknown,
  ) {
    return this.admin.grantAccess(requestId, user, { ...(body as object), userId });
  }

  @Post('admin/enrolments/:enrolmentId/revoke')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  revokeAccess(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('enrolmentId') enrolmentId: string,
  ) {
    return this.admin.revokeAccess(requestId, user, { enrolmentId });
  }

  @Get('admin/payments')
  @UseGuards(AdminGuard)
  addressLookup(@RequestId() requestId: string, @Query('email') email?: string) {
    return this.admin.addressLookup(requestId, { email });
  }

  @Get('admin/discrepancies')
  @UseGuards(AdminGuard)
  discrepancies(@RequestId() requestId: string) {
    return this.admin.discrepancies(requestId);
  }

  @Post('admin/discrepancies/:paymentId/resolve')
  @HttpCode(200)
  @UseGuards(AdminGuard)
  resolveDiscrepancy(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('paymentId') paymentId: string,
    @Body() body: unknown,
  ) {
    return this.admin.resolveDiscrepancy(requestId, user, { ...(body as object), paymentId });
  }
}
