import { Field, Int, ObjectType, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { CurrentUser } from '../auth/signed-in.guard.js';
import { Admin, OpenBeforeSecondFactor } from './admin.guard.js';

@ObjectType('AdminSession')
export class AdminSessionOutput {
  @Field() valid!: boolean;
  @Field(() => Int) id!: number;
  @Field() username!: string;
}

@Resolver(() => AdminSessionOutput)
export class AdminAuthResolver {
  @Admin.Query(() => AdminSessionOutput, {
    description: 'Checks the X-Admin-Auth credential of the signed-in administrator (403 otherwise).',
  })
  @OpenBeforeSecondFactor()
  adminSession(@CurrentUser() user: UserDto): AdminSessionOutput {
    return { valid: true, id: user.id, username: user.username };
  }
}
