import { Field, Int, ObjectType } from '@nestjs/graphql';
import { OutcomeOutput } from '../../graphql/outcome.output.js';
import type { UserDto } from '@reto/contracts';
import { UserOutput } from './user.output.js';

@ObjectType('AuthToken')
export class AuthTokenOutput {
  @Field() token!: string;
}

/** `POST /api/login`'s answer `{id, username, isAdmin, adminAuth?}`, plus the user for the client. */
@ObjectType('Login')
export class LoginOutput {
  @Field(() => Int) id!: number;
  @Field() username!: string;
  @Field() isAdmin!: boolean;
  @Field(() => String, { nullable: true, description: 'The X-Admin-Auth credential; only for an administrator.' })
  adminAuth?: string;
  @Field(() => UserOutput, { description: 'Who signed in.' }) user!: UserDto;
}

/** `POST /api/mobile-login`'s answer: the login answer and the bearer token. */
@ObjectType('MobileLogin')
export class MobileLoginOutput extends LoginOutput {
  @Field(() => AuthTokenOutput) auth!: AuthTokenOutput;
}

@ObjectType('PreApproval')
export class PreApprovalOutput {
  @Field() isPreApproved!: boolean;
}

@ObjectType('EmergencyAccess')
export class EmergencyAccessOutput {
  @Field() message!: string;
}

@ObjectType('DeviceSession')
export class DeviceSessionOutput {
  @Field() success!: boolean;
  @Field(() => UserOutput) user!: UserOutput;
  @Field() token!: string;
}

@ObjectType('RenewedSession')
export class RenewedSessionOutput extends OutcomeOutput {
  @Field(() => AuthTokenOutput) auth!: AuthTokenOutput;
}

@ObjectType('ResetRequest')
export class ResetRequestOutput extends OutcomeOutput {
  @Field(() => String, { nullable: true }) resetLink?: string;
}

@ObjectType('ResetTokenValidation')
export class ResetTokenValidationOutput {
  @Field() valid!: boolean;
  @Field() message!: string;
}

@ObjectType('ResetPasswordResult')
export class ResetPasswordOutput extends OutcomeOutput {}

@ObjectType('WaitingEdition')
export class WaitingEditionOutput {
  @Field(() => Int) number!: number;
  @Field() startDate!: string;
  @Field() endDate!: string;
}

@ObjectType('WaitingAccess', {
  description:
    "What waits for the member's address to be verified: the edition paid for with it, or the pre-approved list.",
})
export class WaitingAccessOutput {
  @Field() email!: string;
  @Field({ description: 'payment | pre_approval' }) reason!: string;
  @Field(() => WaitingEditionOutput, { nullable: true }) edition!: WaitingEditionOutput | null;
}

@ObjectType('EmailVerificationResult')
export class EmailVerificationOutput extends OutcomeOutput {}
