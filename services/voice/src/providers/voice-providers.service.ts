import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { CoachNlu } from '../coach/coach-nlu.js';
import { VOICE_CONFIG, type VoiceConfig } from '../voice.config.js';
import { BuiltInCoach, OpenAiChat, SafetyFirstChat, supportOf, type ChatModel } from './chat-model.js';
import { ProviderCap } from './provider-cap.service.js';
import { OpenAiTranscriber, PocketsphinxTranscriber, type SpeechToText } from './speech-to-text.js';
import { ElevenLabsSpeech, EspeakSpeech, type TextToSpeech } from './text-to-speech.js';

export const COACH_NLU = Symbol('COACH_NLU');

interface Choice<T> {
  provider: T | null;
  builtIn: T;
}

/**
 * The three capabilities, each behind one interface: the configured provider when its URL is set
 * and the asker is within the daily cap, else the built-in one (pocketsphinx, the NLU coach, espeak-ng).
 */
@Injectable()
export class VoiceProviders implements OnApplicationShutdown {
  private readonly recogniser: PocketsphinxTranscriber;
  private readonly stt: Choice<SpeechToText>;
  private readonly chatModels: Choice<ChatModel>;
  private readonly tts: Choice<TextToSpeech>;

  constructor(
    @Inject(VOICE_CONFIG) config: VoiceConfig,
    @Inject(COACH_NLU) nlu: CoachNlu,
    private readonly cap: ProviderCap,
  ) {
    const { STT_PROVIDER_URL, CHAT_PROVIDER_URL, TTS_PROVIDER_URL } = config;
    this.recogniser = new PocketsphinxTranscriber(config);
    this.stt = {
      provider: STT_PROVIDER_URL ? new OpenAiTranscriber({ ...config, STT_PROVIDER_URL }) : null,
      builtIn: this.recogniser,
    };
    this.chatModels = {
      provider: CHAT_PROVIDER_URL
        ? new SafetyFirstChat(nlu, supportOf(config), new OpenAiChat({ ...config, CHAT_PROVIDER_URL }))
        : null,
      builtIn: new BuiltInCoach(nlu, supportOf(config)),
    };
    this.tts = {
      provider: TTS_PROVIDER_URL ? new ElevenLabsSpeech({ ...config, TTS_PROVIDER_URL }) : null,
      builtIn: new EspeakSpeech(config),
    };
  }

  onApplicationShutdown(): Promise<void> {
    return this.recogniser.close();
  }

  transcriber(callerKey: string): Promise<SpeechToText> {
    return this.pick(this.stt, callerKey);
  }

  chat(callerKey: string): Promise<ChatModel> {
    return this.pick(this.chatModels, callerKey);
  }

  speech(callerKey: string): Promise<TextToSpeech> {
    return this.pick(this.tts, callerKey);
  }

  private async pick<T>(choice: Choice<T>, callerKey: string): Promise<T> {
    return choice.provider && (await this.cap.allow(callerKey)) ? choice.provider : choice.builtIn;
  }
}
