import { Body, Controller, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import type { UserDto } from '@reto/contracts';
import { AdminGuard, Admin } from '../admin-auth/admin.guard.js';
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

  @Admin.Get('admin/pre-approved')
  preApproved(@RequestId() requestId: string) {
    return this.admin.preApproved(requestId);
  }

  @Post('admin/pre-approved')
  @UseGuards(AdminGuard)
  async addPreApproved(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return { success: true, ...(await this.admin.addPreApproved(requestId, user, body)) };
  }

  @Admin.Post('admin/pre-approved/bulk')
  importPreApproved(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.admin.importPreApproved(requestId, user, body);
  }

  @Admin.Delete('admin/pre-approved/:email')
  removePreApproved(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Param('email') email: string) {
    return this.admin.removeOnePreApproved(requestId, user, email);
  }

  @Admin.Get('admin/workouts')
  workouts(@RequestId() requestId: string, @Query('gender') gender?: string) {
    return this.admin.workouts(requestId, { gender });
  }

  @Admin.Post('admin/update-video')
  updateVideo(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.admin.updateVideo(requestId, user, body);
  }

  /** `?t=` (a cache-busting timestamp of the legacy client) is accepted and ignored. */
  @Admin.Post('admin/refresh-cache')
  async refreshCache(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return { success: true, ...(await this.admin.refreshCache(requestId, user)) };
  }

  @Admin.Post('admin/create-magic-link')
  createMagicLink(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Body() body: unknown) {
    return this.admin.createMagicLink(requestId, user, body);
  }

  @Admin.Get('admin/audit')
  audit(@RequestId() requestId: string, @Query('limit') limit?: string, @Query('before') before?: string) {
    return this.admin.audit(requestId, { limit, before });
  }

  @Admin.Get('admin/insights')
  insights(@RequestId() requestId: string, @Query('edition') edition?: string) {
    return this.admin.insights(requestId, { edition });
  }

  @Admin.Get('admin/members')
  members(
    @RequestId() requestId: string,
    @Query('q') query?: string,
    @Query('offset') offset?: string,
    @Query('limit') limit?: string,
    @Query('userId') userId?: string,
  ) {
    return this.admin.members(requestId, { query, offset, limit, userId });
  }

  @Admin.Post('admin/members/:userId/grant')
  grantAccess(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('userId') userId: string,
    @Body() body: unknown,
  ) {
    return this.admin.grantAccess(requestId, user, { ...(body as object), userId });
  }

  @Admin.Post('admin/enrolments/:enrolmentId/revoke')
  revokeAccess(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('enrolmentId') enrolmentId: string,
  ) {
    return this.admin.revokeAccess(requestId, user, { enrolmentId });
  }

  @Admin.Get('admin/payments')
  addressLookup(@RequestId() requestId: string, @Query('email') email?: string) {
    return this.admin.addressLookup(requestId, { email });
  }

  @Admin.Get('admin/discrepancies')
  discrepancies(@RequestId() requestId: string) {
    return this.admin.discrepancies(requestId);
  }

  @Admin.Post('admin/discrepancies/:paymentId/resolve')
  resolveDiscrepancy(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Param('paymentId') paymentId: string,
    @Body() body: unknown,
  ) {
    return this.admin.resolveDiscrepancy(requestId, user, { ...(body as object), paymentId });
  }
}
