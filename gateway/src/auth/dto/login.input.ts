import { Field, InputType } from '@nestjs/graphql';

/** Shape only: the contract schema validates it in AuthService. */
@InputType()
export class LoginInput {
  @Field() username!: string;
  @Field() password!: string;
  @Field({
    nullable: true,
    description: 'The second factor of an account that has one (second_factor_required): 6 digits or a recovery code.',
  })
  code?: string;
}
