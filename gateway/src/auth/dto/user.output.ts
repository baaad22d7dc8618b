import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { GENDERS, type Gender } from '@reto/contracts';

export const GenderEnum = Object.fromEntries(GENDERS.map((gender) => [gender, gender])) as Record<Gender, Gender>;
registerEnumType(GenderEnum, { name: 'Gender' });

@ObjectType('User')
export class UserOutput {
  @Field(() => Int) id!: number;
  @Field() username!: string;
  @Field() email!: string;
  @Field() firstName!: string;
  @Field() fullName!: string;
  @Field() isAdmin!: boolean;
  @Field({ description: "The member's access (an enrolment) has not ended." }) hasPaid!: boolean;
  @Field({
    description: 'May use the member pages: hasPaid, or a pre-approved and verified e-mail (decided by identity).',
  })
  hasAccess!: boolean;
  @Field({ description: 'Access attached by e-mail (a payment, the pre-approved list) waits for a verified e-mail.' })
  emailVerified!: boolean;
  @Field(() => GenderEnum) gender!: Gender;
  @Field() timezone!: string;
  @Field() timezoneLabel!: string;
}
