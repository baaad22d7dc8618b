import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('Transcription', { description: 'POST /api/transcribe-audio' })
export class TranscriptionOutput {
  @Field({ description: "The words heard; '' when nothing the coach knows was recognised." })
  text!: string;
}

@ObjectType('CoachConversation', { description: 'POST /api/gemma-conversation' })
export class ConversationOutput {
  @Field()
  response!: string;

  @Field()
  success!: boolean;
}

@ObjectType('CoachSpeech', { description: 'POST /api/elevenlabs-speak, as base64' })
export class SpeechOutput {
  @Field()
  audioBase64!: string;

  @Field()
  contentType!: string;
}
