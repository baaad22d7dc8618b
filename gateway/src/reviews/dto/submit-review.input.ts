import { Field, InputType, Int } from '@nestjs/graphql';

@InputType('MemberReviewInput', { description: "A member's review: the account's e-mail is used." })
export class MemberReviewInput {
  @Field(() => Int, { description: '1 to 5 stars.' }) rating!: number;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field({ description: 'The text of the review (the form labels it Tu experiencia).' }) body!: string;
  @Field() name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The photo uploaded to POST /api/uploads/photos (its uploadId), if any.',
  })
  photoUploadId?: string | null;
}

@InputType('SubmitReviewInput')
export class SubmitReviewInput extends MemberReviewInput {
  @Field({ description: 'Never shown publicly.' }) email!: string;
}
