import { Field, InputType, Int } from '@nestjs/graphql';

/** What a person tells about themselves for the plan: the fields the two inputs below share. */
@InputType({ isAbstract: true })
abstract class BodyFactsInput {
  @Field() fullName!: string;
  @Field() email!: string;
  @Field(() => Int) age!: number;
  @Field() height!: string;
  @Field() weight!: string;
  @Field() physicalActivity!: string;
  @Field({ nullable: true }) hasHealthConditions?: boolean;
  @Field() fitnessGoal!: string;
  @Field({ nullable: true }) additionalInfo?: string;
  @Field({
    nullable: true,
    description: "male | female: the version of the videos chosen, the nutrition formula's sex",
  })
  gender?: string;
}

/** Shape only: the contract schema (PersonalDataSchema) validates it in BillingService. */
@InputType()
export class PersonalDataInput extends BodyFactsInput {
  @Field() occupation!: string;
  @Field() cityCountry!: string;
  @Field({ nullable: true }) phoneCountryCode?: string;
  @Field() phoneNumber!: string;
}

/**
 * Shape only: what the nutrition plan is computed from (NutritionDataSchema validates it). A member
 * is not asked again for the buyer's contact; a client that still sends it is heard and it is dropped.
 */
@InputType()
export class NutritionDataInput extends BodyFactsInput {
  @Field({ nullable: true, description: 'Not needed for the plan: accepted and dropped.' }) occupation?: string;
  @Field({ nullable: true, description: 'Not needed for the plan: accepted and dropped.' }) cityCountry?: string;
  @Field({ nullable: true, description: 'Not needed for the plan: accepted and dropped.' }) phoneCountryCode?: string;
  @Field({ nullable: true, description: 'Not needed for the plan: accepted and dropped.' }) phoneNumber?: string;
}

@InputType()
export class SimulatedCardInput {
  @Field() clientSecret!: string;
  @Field() cardNumber!: string;
  @Field() expiry!: string;
  @Field() cvc!: string;
}

@InputType()
export class StorePurchaseInput {
  @Field() email!: string;
  /** The store's order details, as JSON text. */
  @Field({ nullable: true }) orderDetails?: string;
  @Field({ nullable: true }) timestamp?: string;
}
