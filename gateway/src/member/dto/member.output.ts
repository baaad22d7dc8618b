import { Field, ObjectType } from '@nestjs/graphql';
import type { Gender } from '@reto/contracts';
import { GenderEnum } from '../../auth/dto/user.output.js';
import { OutcomeOutput } from '../../graphql/outcome.output.js';

@ObjectType('TimezoneOption')
export class TimezoneOptionOutput {
  @Field() value!: string;
  @Field() label!: string;
}

@ObjectType('TimezoneRegion')
export class TimezoneRegionOutput {
  @Field({ description: 'America, Europe or Other.' }) name!: string;
  @Field(() => [String]) timezones!: string[];
}

@ObjectType('Timezones')
export class TimezonesOutput {
  @Field(() => [TimezoneOptionOutput]) timezones!: TimezoneOptionOutput[];
  @Field(() => [TimezoneRegionOutput]) regions!: TimezoneRegionOutput[];
}

@ObjectType('UserTimezone')
export class UserTimezoneOutput {
  @Field() timezone!: string;
  @Field() timezoneLabel!: string;
}

@ObjectType('TimezoneUpdate')
export class TimezoneUpdateOutput extends OutcomeOutput {
  @Field() timezone!: string;
  @Field() timezoneLabel!: string;
}

@ObjectType('VideoVersionUpdate')
export class VideoVersionUpdateOutput extends OutcomeOutput {
  @Field(() => GenderEnum, { description: 'The version of the videos now shown: male or female.' }) gender!: Gender;
}
