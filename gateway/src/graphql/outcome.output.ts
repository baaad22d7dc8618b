import { Field, ObjectType } from '@nestjs/graphql';

/** What a command of the legacy API answers (`{ success, message }`): the fields its GraphQL types share. */
@ObjectType({ isAbstract: true })
export abstract class OutcomeOutput {
  @Field() success!: boolean;
  @Field() message!: string;
}
