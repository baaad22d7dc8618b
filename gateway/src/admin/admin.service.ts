import { Injectable } from '@nestjs/common';
import {
  AddressLookupSchema,
  type AddressAccessDto,
  type AddressCheckoutDto,
  type AddressLookupDto,
  type AddressPaymentDto,
  AddPreApprovedInputSchema,
  AdminSubjects,
  AdminWorkoutsQuerySchema,
  AuditListSchema,
  InsightsQuerySchema,
  type InsightsDto,
  BillingSubjects,
  ConfirmSecondFactorInputSchema,
  StartSecondFactorInputSchema,
  GrantAccessInputSchema,
  IdentitySubjects,
  ImportPreApprovedInputSchema,
  MagicLinkInputSchema,
  PRE_APPROVED_PAGE_MAX,
  MemberSearchSchema,
  RemovePreApprovedInputSchema,
  ResolveDiscrepancyInputSchema,
  RevokeAccessInputSchema,
  UpdatePrescriptionInputSchema,
  UpdateVideoInputSchema,
  type PrescriptionUpdateDto,
  type AdminActor,
  type AdminWorkoutUnitDto,
  type AuditPageDto,
  type CacheVersionDto,
  type DiscrepancyDto,
  type GrantedAccessDto,
  type ImportReportDto,
  type MagicLinkAnswer,
  type MemberOverviewDto,
  type MemberSearchDto,
  type RemoveReportDto,
  type SecondFactorEnabledDto,
  type SecondFactorSetupDto,
  type SecondFactorStatusDto,
  type ResolvedDiscrepancyDto,
  type UserDto,
  ChallengeSubjects,
} from '@reto/contracts';
import { RpcClient, validatePayload } from '@reto/platform';
import type { z } from 'zod';
import { GatewayErrors } from '../gateway.errors.js';
import { CacheVersionCache } from './cache-version.cache.js';

/** The acting admin of a command: from the server-side session, never from the client. */
export const actorOf = (user: UserDto): AdminActor => ({ id: user.id, username: user.username });

export type MemberRow = MemberSearchDto['users'][number] & Omit<MemberOverviewDto, 'userId'>;
export interface MemberPage {
  total: number;
  members: MemberRow[];
}

/**
 * The gateway-side functions of the trainer's panel (spec 2, section 7): each validates at the
 * edge and sends the command, with the acting admin, to the service that owns the data; the REST
 * controller and the GraphQL resolver both call these. AdminGuard has run before any of them.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cacheVersions: CacheVersionCache,
  ) {}

  /** The whole list (the spec's plain array), fetched from identity a page at a time. */
  async preApproved(requestId: string): Promise<string[]> {
    const all: string[] = [];
    for (;;) {
      const { emails } = await this.rpc.request<{ emails: string[] }>(
        IdentitySubjects.listPreApproved,
        { offset: all.length, limit: PRE_APPROVED_PAGE_MAX },
        { requestId },
      );
      all.push(...emails);
      if (emails.length < PRE_APPROVED_PAGE_MAX) return all;
    }
  }

  addPreApproved(requestId: string, admin: UserDto, input: unknown): Promise<{ email: string }> {
    const { email } = validatePayload(AddPreApprovedInputSchema, input);
    return this.rpc.request(IdentitySubjects.adminAddPreApproved, { email, actor: actorOf(admin) }, { requestId });
  }

  importPreApproved(requestId: string, admin: UserDto, input: unknown): Promise<ImportReportDto> {
    const { emails } = validatePayload(ImportPreApprovedInputSchema, input);
    return this.rpc.request(IdentitySubjects.importPreApproved, { emails, actor: actorOf(admin) }, { requestId });
  }

  removePreApproved(requestId: string, admin: UserDto, input: unknown): Promise<RemoveReportDto> {
    const { emails } = validatePayload(RemovePreApprovedInputSchema, input);
    return this.rpc.request(IdentitySubjects.adminRemovePreApproved, { emails, actor: actorOf(admin) }, { requestId });
  }

  /** DELETE /api/admin/pre-approved/{email}: 404 when it was not listed. */
  async removeOnePreApproved(
    requestId: string,
    admin: UserDto,
    email: string,
  ): Promise<{ success: true; email: string }> {
    const { removed } = await this.removePreApproved(requestId, admin, { emails: [email] });
    if (!removed.length) throw GatewayErrors.emailNotListed();
    return { success: true, email: removed[0]! };
  }

  workouts(requestId: string, query: unknown): Promise<AdminWorkoutUnitDto[]> {
    return this.rpc.request(ChallengeSubjects.adminWorkouts, validatePayload(AdminWorkoutsQuerySchema, query), {
      requestId,
    });
  }

  updateVideo(requestId: string, admin: UserDto, input: unknown) {
    return this.command<{ success: true; exerciseId: number; gender: string; videoId: string }>(
      requestId,
      admin,
      ChallengeSubjects.adminUpdateVideo,
      UpdateVideoInputSchema,
      input,
    );
  }

  updatePrescription(requestId: string, admin: UserDto, input: unknown): Promise<PrescriptionUpdateDto> {
    return this.command(
      requestId,
      admin,
      ChallengeSubjects.adminUpdatePrescription,
      UpdatePrescriptionInputSchema,
      input,
    );
  }

  refreshCache(requestId: string, admin: UserDto): Promise<CacheVersionDto> {
    return this.rpc.request(ChallengeSubjects.refreshCache, { actor: actorOf(admin) }, { requestId });
  }

  /** Kept by this replica until challenge announces a content change (CacheVersionCache). */
  cacheVersion(requestId: string): Promise<CacheVersionDto> {
    return this.cacheVersions.versionOf(() => this.rpc.request(ChallengeSubjects.cacheVersion, {}, { requestId }));
  }

  async createMagicLink(requestId: string, admin: UserDto, input: unknown): Promise<MagicLinkAnswer> {
    return this.command(requestId, admin, IdentitySubjects.createMagicLink, MagicLinkInputSchema, input);
  }

  audit(requestId: string, query: unknown): Promise<AuditPageDto> {
    return this.rpc.request(AdminSubjects.auditList, validatePayload(AuditListSchema, query), { requestId });
  }

  /** Resultados: the admin service's read model of one edition. */
  insights(requestId: string, query: unknown): Promise<InsightsDto> {
    return this.rpc.request(AdminSubjects.insights, validatePayload(InsightsQuerySchema, query), { requestId });
  }

  /** Usuarios: identity finds the members, challenge adds their enrolments, day, streak and progress. */
  async members(requestId: string, query: unknown): Promise<MemberPage> {
    const found = await this.rpc.request<MemberSearchDto>(
      IdentitySubjects.searchMembers,
      validatePayload(MemberSearchSchema, query),
      { requestId },
    );
    if (!found.users.length) return { total: found.total, members: [] };
    const overview = await this.rpc.request<MemberOverviewDto[]>(
      ChallengeSubjects.memberOverview,
      {
        members: found.users.map((user) => ({
          userId: user.id,
          email: user.email,
          gender: user.gender,
          timezone: user.timezone,
          isAdmin: false,
        })),
      },
      { requestId },
    );
    const byId = new Map(overview.map(({ userId, ...rest }) => [userId, rest]));
    return {
      total: found.total,
      members: found.users.map((user) => ({
        ...user,
        ...(byId.get(user.id) ?? { enrolments: [], access: { status: 'none' }, day: 0, streak: 0, progress: 0 }),
      })),
    };
  }

  async grantAccess(requestId: string, admin: UserDto, input: unknown): Promise<GrantedAccessDto> {
    const { userId, edition } = validatePayload(GrantAccessInputSchema, input);
    const [member] = (
      await this.rpc.request<MemberSearchDto>(IdentitySubjects.searchMembers, { userId, limit: 1 }, { requestId })
    ).users;
    if (!member) throw GatewayErrors.memberNotFound();
    return this.rpc.request(
      ChallengeSubjects.adminGrantAccess,
      { userId, email: member.email, edition, actor: actorOf(admin) },
      { requestId },
    );
  }

  revokeAccess(requestId: string, admin: UserDto, input: unknown): Promise<{ success: true; enrolmentId: string }> {
    return this.command(requestId, admin, ChallengeSubjects.adminRevokeAccess, RevokeAccessInputSchema, input);
  }

  /**
   * The trainer's support look-up ("I paid and have no access"): billing's payments of the address
   * beside challenge's enrolments of it, asked at once.
   */
  async addressLookup(requestId: string, input: unknown): Promise<AddressLookupDto> {
    const { email } = validatePayload(AddressLookupSchema, input);
    const [{ checkouts, payments }, access] = await Promise.all([
      this.rpc.request<{ checkouts: AddressCheckoutDto[]; payments: AddressPaymentDto[] }>(
        BillingSubjects.paymentsOfAddress,
        { email },
        { requestId },
      ),
      this.rpc.request<AddressAccessDto>(ChallengeSubjects.enrolmentsOfAddress, { email }, { requestId }),
    ]);
    return { email, checkouts, payments, ...access };
  }

  /** Payments that were not the price: they granted nothing until the trainer settles them. */
  async discrepancies(requestId: string): Promise<DiscrepancyDto[]> {
    return (
      await this.rpc.request<{ discrepancies: DiscrepancyDto[] }>(BillingSubjects.listDiscrepancies, {}, { requestId })
    ).discrepancies;
  }

  resolveDiscrepancy(requestId: string, admin: UserDto, input: unknown): Promise<ResolvedDiscrepancyDto> {
    return this.command(requestId, admin, BillingSubjects.resolveDiscrepancy, ResolveDiscrepancyInputSchema, input);
  }

  /** The signed-in admin's own second factor: on or off, and the recovery codes left. */
  secondFactorStatus(requestId: string, admin: UserDto): Promise<SecondFactorStatusDto> {
    return this.rpc.request(IdentitySubjects.secondFactorStatus, { actor: actorOf(admin) }, { requestId });
  }

  /** A new key; replacing one in use takes a code of it (or a recovery code) in `input.code`. */
  startSecondFactor(requestId: string, admin: UserDto, input: unknown): Promise<SecondFactorSetupDto> {
    return this.command(requestId, admin, IdentitySubjects.startSecondFactor, StartSecondFactorInputSchema, input);
  }

  /** Turns the new key on; every admin session but this one (`sessionToken`) ends. */
  confirmSecondFactor(
    requestId: string,
    admin: UserDto,
    input: unknown,
    sessionToken: string | undefined,
  ): Promise<SecondFactorEnabledDto> {
    return this.rpc.request(
      IdentitySubjects.confirmSecondFactor,
      {
        ...validatePayload(ConfirmSecondFactorInputSchema, input),
        actor: actorOf(admin),
        ...(sessionToken ? { token: sessionToken } : {}),
      },
      { requestId },
    );
  }

  /** An admin's command: the input validated at the edge, the acting admin from the session, never the client. */
  private command<T>(
    requestId: string,
    admin: UserDto,
    subject: string,
    schema: z.ZodType<object>,
    input: unknown,
  ): Promise<T> {
    return this.rpc.request<T>(subject, { ...validatePayload(schema, input), actor: actorOf(admin) }, { requestId });
  }
}
