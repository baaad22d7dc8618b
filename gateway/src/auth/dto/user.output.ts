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
  @Field() hasPaid!: boolean;
  @Field(() => GenderEnum) gender!: Gender;
  @Field() timezone!: string;
  @Field() timezoneLabel!: string;
}
