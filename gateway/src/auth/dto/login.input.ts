import { Field, InputType } from '@nestjs/graphql';

/** Shape only: the contract schema validates it in AuthService. */
@InputType()
export class LoginInput {
  @Field() username!: string;
  @Field() password!: string;
}
