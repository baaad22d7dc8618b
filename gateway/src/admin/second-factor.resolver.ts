import { UseGuards } from '@nestjs/common';
import { Args, Context, Field, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import type { SecondFactorEnabledDto, SecondFactorSetupDto, SecondFactorStatusDto, UserDto } from '@reto/contracts';
import { AdminService } from './admin.service.js';
import { CurrentUser } from '../auth/signed-in.guard.js';
import type { GraphQLContext } from '../graphql/graphql-context.js';
import { RequestId } from '../http/request-of.js';
import { sessionTokenOf } from '../auth/session-cookie.service.js';
import { AdminGuard, OpenBeforeSecondFactor } from '../admin-auth/admin.guard.js';

@ObjectType('AdminSecondFactor')
export class SecondFactorStatusOutput {
  @Field() enabled!: boolean;
  @Field(() => Int) recoveryCodesLeft!: number;
}

@ObjectType('AdminSecondFactorSetup')
export class SecondFactorSetupOutput {
  @Field({ description: 'The key to type by hand when the QR code cannot be scanned.' }) secret!: string;
  @Field() otpauthUri!: string;
  @Field({ description: 'The QR code of otpauthUri, an SVG data URL.' }) qrCode!: string;
}

@ObjectType('AdminSecondFactorEnabled')
export class SecondFactorEnabledOutput {
  @Field(() => [String], { description: 'Single-use codes for a lost phone, shown this once.' })
  recoveryCodes!: string[];
}

/**
 * The administrator's second factor, set up from the panel: a QR code for an
 * authenticator app, then its first code turns it on. Only for the signed-in admin, about themself;
 * open to an admin whose required second factor is not on yet (that is how they turn it on).
 */
@Resolver()
@UseGuards(AdminGuard)
@OpenBeforeSecondFactor()
export class SecondFactorResolver {
  constructor(private readonly admin: AdminService) {}

  @Query(() => SecondFactorStatusOutput)
  adminSecondFactor(@RequestId() requestId: string, @CurrentUser() admin: UserDto): Promise<SecondFactorStatusDto> {
    return this.admin.secondFactorStatus(requestId, admin);
  }

  @Mutation(() => SecondFactorSetupOutput, {
    description:
      'A new key as a QR code; the one in use (if any) keeps working until a code confirms the new one, and is replaced only with one of its codes or a recovery code (`code`).',
  })
  startAdminSecondFactor(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('code', { nullable: true, type: () => String }) code?: string | null,
  ): Promise<SecondFactorSetupDto> {
    return this.admin.startSecondFactor(requestId, admin, code ? { code } : {});
  }

  @Mutation(() => SecondFactorEnabledOutput, {
    description: 'Turns the new key on; every other session of the admin ends (this one stays).',
  })
  confirmAdminSecondFactor(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('code') code: string,
    @Context() { req }: GraphQLContext,
  ): Promise<SecondFactorEnabledDto> {
    return this.admin.confirmSecondFactor(requestId, admin, { code }, sessionTokenOf(req));
  }
}
