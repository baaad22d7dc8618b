import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { Admin } from '../admin-auth/admin.guard.js';
import { CurrentUser } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { AdminService } from './admin.service.js';
import {
  AdminMemberPageOutput,
  AdminWorkoutUnitOutput,
  AuditPageOutput,
  CacheVersionOutput,
  AddressLookupOutput,
  DiscrepancyOutput,
  GrantedAccessOutput,
  InsightsOutput,
  ImportReportOutput,
  MagicLinkOutput,
  PreApprovedEmailOutput,
  RemoveReportOutput,
  ResolvedDiscrepancyOutput,
  RevokedAccessOutput,
  PrescriptionUpdateOutput,
  VideoUpdateOutput,
} from './dto/admin.output.js';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** GraphQL twins of the admin REST paths; same gateway-side functions, same AdminGuard. */
@Resolver()
export class AdminResolver {
  constructor(private readonly admin: AdminService) {}

  @Query(() => CacheVersionOutput, { description: 'POST /api/force-cache-clear: the current cache version.' })
  cacheVersion(@RequestId() requestId: string) {
    return this.admin.cacheVersion(requestId);
  }

  @Admin.Query(() => [String], { description: 'GET /api/admin/pre-approved' })
  preApprovedEmails(@RequestId() requestId: string) {
    return this.admin.preApproved(requestId);
  }

  @Admin.Mutation(() => PreApprovedEmailOutput, { description: 'POST /api/admin/pre-approved' })
  addPreApprovedEmail(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Args('email') email: string) {
    return this.admin.addPreApproved(requestId, user, { email });
  }

  @Admin.Mutation(() => ImportReportOutput, {
    description: 'POST /api/admin/pre-approved/bulk: text split by comma, semicolon or newline.',
  })
  importPreApprovedEmails(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('emails') emails: string,
  ) {
    return this.admin.importPreApproved(requestId, user, { emails });
  }

  @Admin.Mutation(() => RemoveReportOutput, { description: 'DELETE /api/admin/pre-approved/{email}, for one or many.' })
  removePreApprovedEmails(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('emails', { type: () => [String] }) emails: string[],
  ) {
    return this.admin.removePreApproved(requestId, user, { emails });
  }

  @Admin.Query(() => [AdminWorkoutUnitOutput], { description: 'GET /api/admin/workouts?gender=' })
  adminWorkouts(@RequestId() requestId: string, @Args('gender', { defaultValue: 'male' }) gender: string) {
    return this.admin.workouts(requestId, { gender });
  }

  @Admin.Mutation(() => VideoUpdateOutput, {
    description: 'POST /api/admin/update-video: a YouTube link or an 11-character id.',
  })
  updateExerciseVideo(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('unitId', { type: () => Int }) unitId: number,
    @Args('exerciseId', { type: () => Int }) exerciseId: number,
    @Args('gender') gender: string,
    @Args('videoId') videoId: string,
  ) {
    return this.admin.updateVideo(requestId, user, { unitId, exerciseId, gender, videoId });
  }

  @Admin.Mutation(() => PrescriptionUpdateOutput, {
    description:
      "An exercise's sets, and repetitions or seconds per set (one of them), and rest: what the player follows.",
  })
  updateExercisePrescription(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('unitId', { type: () => Int }) unitId: number,
    @Args('exerciseId', { type: () => Int }) exerciseId: number,
    @Args('sets', { type: () => Int }) sets: number,
    @Args('reps', { type: () => Int, nullable: true }) reps: number | null,
    @Args('workSeconds', { type: () => Int, nullable: true }) workSeconds: number | null,
    @Args('restSeconds', { type: () => Int }) restSeconds: number,
  ) {
    return this.admin.updatePrescription(requestId, user, {
      unitId,
      exerciseId,
      sets,
      reps: reps ?? null,
      workSeconds: workSeconds ?? null,
      restSeconds,
    });
  }

  @Admin.Mutation(() => CacheVersionOutput, { description: 'POST /api/admin/refresh-cache ("Actualizar Videos").' })
  refreshVideoCache(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.admin.refreshCache(requestId, user);
  }

  @Admin.Mutation(() => MagicLinkOutput, { description: 'POST /api/admin/create-magic-link' })
  createMagicLink(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('username') username: string,
    @Args('expiresInHours', { type: () => Int, defaultValue: 48 }) expiresInHours: number,
  ) {
    return this.admin.createMagicLink(requestId, user, { username, expiresInHours });
  }

  @Admin.Query(() => AuditPageOutput, { description: 'GET /api/admin/audit?limit=&before=' })
  async adminAudit(
    @RequestId() requestId: string,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
    @Args('before', { type: () => Int, nullable: true }) before?: number | null,
  ) {
    const page = await this.admin.audit(requestId, { limit, before: before ?? undefined });
    return {
      ...page,
      entries: page.entries.map((entry) => ({ ...entry, before: json(entry.before), after: json(entry.after) })),
    };
  }

  @Admin.Query(() => InsightsOutput, { description: 'GET /api/admin/insights?edition=' })
  adminInsights(@RequestId() requestId: string, @Args('edition', { type: () => Int }) edition: number) {
    return this.admin.insights(requestId, { edition });
  }

  @Admin.Query(() => AdminMemberPageOutput, { description: 'GET /api/admin/members?q=&offset=&limit=&userId=' })
  async adminMembers(
    @RequestId() requestId: string,
    @Args('query', { defaultValue: '' }) query: string,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
    @Args('userId', {
      type: () => Int,
      nullable: true,
      description: 'one member by account (the link from Resultados)',
    })
    userId?: number | null,
  ) {
    const page = await this.admin.members(requestId, { query, offset, limit, userId: userId ?? undefined });
    return {
      total: page.total,
      members: page.members.map((member) => ({ ...member, accessStatus: member.access.status })),
    };
  }

  @Admin.Mutation(() => GrantedAccessOutput, { description: 'POST /api/admin/members/{userId}/grant' })
  grantAccess(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('userId', { type: () => Int }) userId: number,
    @Args('edition', { defaultValue: 'next', description: 'running | next' }) edition: string,
  ) {
    return this.admin.grantAccess(requestId, user, { userId, edition });
  }

  @Admin.Mutation(() => RevokedAccessOutput, {
    description: 'POST /api/admin/enrolments/{id}/revoke (admin grants only).',
  })
  revokeAccess(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Args('enrolmentId') enrolmentId: string) {
    return this.admin.revokeAccess(requestId, user, { enrolmentId });
  }

  @Admin.Query(() => AddressLookupOutput, {
    description: "GET /api/admin/payments?email=: an address's payments and enrolments (the trainer's look-up).",
  })
  adminAddressLookup(@RequestId() requestId: string, @Args('email') email: string) {
    return this.admin.addressLookup(requestId, { email });
  }

  @Admin.Query(() => [DiscrepancyOutput], { description: 'GET /api/admin/discrepancies' })
  adminDiscrepancies(@RequestId() requestId: string) {
    return this.admin.discrepancies(requestId);
  }

  @Admin.Mutation(() => ResolvedDiscrepancyOutput, {
    description: 'POST /api/admin/discrepancies/{paymentId}/resolve: grant (the access it paid for) or refund.',
  })
  resolveDiscrepancy(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('paymentId') paymentId: string,
    @Args('resolution', { description: 'grant | refund' }) resolution: string,
  ) {
    return this.admin.resolveDiscrepancy(requestId, user, { paymentId, resolution });
  }
}
