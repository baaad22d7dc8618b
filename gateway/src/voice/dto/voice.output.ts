import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('Transcription', { description: 'POST /api/transcribe-audio' })
export class TranscriptionOutput {
  @Field({ description: "The words heard; '' when nothing the coach knows was recognised." })
  text!: string;
}

@ObjectType('CoachSuggestion', { description: 'A topic the coach offers when it could not place a question' })
export class CoachSuggestionOutput {
  @Field({ description: "The topic's name, for a button" })
  label!: string;

  @Field({ description: 'The question a tap on the button asks' })
  question!: string;
}

@ObjectType('CoachConversation', { description: 'POST /api/gemma-conversation' })
export class ConversationOutput {
  @Field()
  response!: string;

  @Field()
  success!: boolean;

  @Field(() => [CoachSuggestionOutput], {
    description: 'The two closest topics when the coach could not place the question; empty otherwise',
  })
  suggestions!: CoachSuggestionOutput[];
}

@ObjectType('CoachSpeech', { description: 'POST /api/elevenlabs-speak, as base64' })
export class SpeechOutput {
  @Field()
  audioBase64!: string;

  @Field()
  contentType!: string;
}
