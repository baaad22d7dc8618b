import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import type { GraphQLContext } from '../graphql/graphql-context.js';
import { ConversationOutput, SpeechOutput, TranscriptionOutput } from './dto/voice.output.js';
import { VoiceService } from './voice.service.js';

/** GraphQL twins of the voice REST paths; same gateway-side functions. */
@Resolver()
export class VoiceResolver {
  constructor(private readonly voice: VoiceService) {}

  @Mutation(() => TranscriptionOutput, {
    description: 'POST /api/transcribe-audio; the recording as base64 (WAV, Ogg or WebM) within the 1 MB request limit',
  })
  async transcribeAudio(@Args('audioBase64') audioBase64: string, @Context() { req }: GraphQLContext) {
    return this.voice.transcribeBase64(req.id, audioBase64, await this.voice.askerOf(req));
  }

  @Mutation(() => ConversationOutput, { description: 'POST /api/gemma-conversation' })
  async coachConversation(@Args('message') message: string, @Context() { req }: GraphQLContext) {
    return this.voice.converse(req.id, { message }, await this.voice.askerOf(req));
  }

  @Mutation(() => SpeechOutput, { description: 'POST /api/elevenlabs-speak' })
  async coachSpeech(@Args('text') text: string, @Context() { req }: GraphQLContext) {
    const { bytes, contentType } = await this.voice.speak(req.id, { text }, await this.voice.askerOf(req));
    return { audioBase64: bytes.toString('base64'), contentType };
  }
}
