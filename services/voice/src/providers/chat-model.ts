import { coachAnswer, factsForPrompt, SAFETY_RULE, type SupportContact } from '../coach/coach-answers.js';
import type { CoachNlu } from '../coach/coach-nlu.js';
import type { CoachFacts } from '../facts/coach-facts.js';
import type { VoiceConfig } from '../voice.config.js';
import { bearer, callProvider, endpoint, readWithin } from './http-provider.js';
import { ProviderUnavailableError } from './provider-errors.js';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatQuestion {
  message: string;
  facts: CoachFacts;
  /** The last turns of this conversation, oldest first. */
  history: Turn[];
}

/** The coach's mind: an answer in Spanish to a question, from the asker's facts. */
export interface ChatModel {
  readonly name: string;
  reply(question: ChatQuestion): Promise<string>;
}

export const SYSTEM_PROMPT =
  'Eres Emilio, entrenador personal y creador de un reto de fitness de 28 días (4 semanas). ' +
  'Respondes siempre en español, con calidez y energía, en frases cortas que se puedan leer en voz alta ' +
  '(máximo tres frases, sin listas ni emojis). Usa solo los datos de abajo para hablar del reto o de la persona; ' +
  'si un dato no está, dilo con honestidad y no lo inventes. No das consejos médicos. ' +
  'Si te preguntan algo que no es del reto ni de su cuenta, dilo y ofrece el contacto de soporte. ' +
  SAFETY_RULE;

/** Where to reach a person, from configuration. */
export const supportOf = (config: VoiceConfig): SupportContact => ({
  email: config.SUPPORT_EMAIL,
  hours: config.SUPPORT_HOURS,
});

/** An OpenAI-compatible `/v1/chat/completions` (e.g. Gemma served by Ollama). */
export class OpenAiChat implements ChatModel {
  readonly name = 'openai-chat';
  constructor(private readonly config: VoiceConfig & { CHAT_PROVIDER_URL: string }) {}

  async reply({ message, facts, history }: ChatQuestion): Promise<string> {
    const response = await callProvider(
      'chat',
      endpoint(this.config.CHAT_PROVIDER_URL, '/v1/chat/completions'),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(this.config.CHAT_PROVIDER_KEY) },
        body: JSON.stringify({
          model: this.config.CHAT_MODEL,
          stream: false,
          messages: [
            { role: 'system', content: `${SYSTEM_PROMPT}\n\nDatos:\n${factsForPrompt(facts, supportOf(this.config))}` },
            ...history,
            { role: 'user', content: message },
          ],
        }),
      },
      this.config.VOICE_PROVIDER_TIMEOUT_MS,
    );
    const body = await readWithin(
      'chat',
      response.json() as Promise<{ choices?: Array<{ message?: { content?: unknown } }> }>,
    );
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '')
      throw new ProviderUnavailableError('chat', 'empty answer');
    return content.trim();
  }
}

/** The built-in coach: the NLU's intent, answered from the facts (offline, no provider). */
export class BuiltInCoach implements ChatModel {
  readonly name = 'built-in';
  constructor(
    private readonly nlu: CoachNlu,
    private readonly support: SupportContact,
  ) {}

  async reply({ message, facts }: ChatQuestion): Promise<string> {
    const intent = await this.nlu.classify(message);
    return coachAnswer(intent, { facts, message, support: this.support });
  }
}
