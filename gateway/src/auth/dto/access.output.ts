import { Field, Int, ObjectType } from '@nestjs/graphql';
import { UserOutput } from './user.output.js';

@ObjectType('AuthToken')
export class AuthTokenOutput {
  @Field() token!: string;
}

/** `POST /api/mobile-login`'s answer. */
@ObjectType('MobileLogin')
export class MobileLoginOutput {
  @Field(() => Int) id!: number;
  @Field() username!: string;
  @Field() isAdmin!: boolean;
  @Field(() => String, { nullable: true }) adminAuth?: string;
  @Field(() => AuthTokenOutput) auth!: AuthTokenOutput;
}

@ObjectType('PreApproval')
export class PreApprovalOutput {
  @Field() isPreApproved!: boolean;
}

@ObjectType('EmergencyAccess')
export class EmergencyAccessOutput {
  @Field() isPreApproved!: boolean;
  @Field() message!: string;
}

@ObjectType('DeviceSession')
export class DeviceSessionOutput {
  @Field() success!: boolean;
  @Field(() => UserOutput) user!: UserOutput;
  @Field() token!: string;
}

@ObjectType('RenewedSession')
export class RenewedSessionOutput {
  @Field() success!: boolean;
  @Field() message!: string;
  @Field(() => AuthTokenOutput) auth!: AuthTokenOutput;
}

@ObjectType('ResetRequest')
export class ResetRequestOutput {
  @Field() success!: boolean;
  @Field() message!: string;
  @Field(() => String, { nullable: true }) resetLink?: string;
}

@ObjectType('ResetTokenValidation')
export class ResetTokenValidationOutput {
  @Field() valid!: boolean;
  @Field() message!: string;
}

@ObjectType('ResetPasswordResult')
export class ResetPasswordOutput {
  @Field() success!: boolean;
  @Field() message!: string;
}
