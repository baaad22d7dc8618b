import { Field, InputType } from '@nestjs/graphql';
import type { Gender } from '@reto/contracts';
import { GenderEnum } from './user.output.js';

/** Shape only: the contract schema validates it in AuthService. */
@InputType()
export class RegisterInput {
  @Field() username!: string;
  @Field() email!: string;
  @Field() password!: string;
  @Field(() => GenderEnum, { nullable: true }) gender?: Gender;
  @Field({ nullable: true }) timezone?: string;
  @Field({ nullable: true, description: "After paying: the checkout's client secret, which proves the e-mail." })
  checkoutProof?: string;
}
