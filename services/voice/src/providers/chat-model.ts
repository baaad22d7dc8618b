import type { CoachSuggestion } from '@reto/contracts';
import { coachReply, factsForPrompt, SAFETY_RULE, type SupportContact } from '../coach/coach-answers.js';
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

/** An answer, and the topics offered as buttons when the question could not be placed. */
export interface ChatReply {
  response: string;
  suggestions: CoachSuggestion[];
}

/** The coach's mind: an answer in Spanish to a question, from the asker's facts. */
export interface ChatModel {
  readonly name: string;
  reply(question: ChatQuestion): Promise<ChatReply>;
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

  async reply({ message, facts, history }: ChatQuestion): Promise<ChatReply> {
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
    return { response: content.trim(), suggestions: [] };
  }
}

/** The built-in coach: the NLU's intent, answered from the facts (offline, no provider). */
export class BuiltInCoach implements ChatModel {
  readonly name = 'built-in';
  constructor(
    private readonly nlu: CoachNlu,
    private readonly support: SupportContact,
  ) {}

  async reply({ message, facts }: ChatQuestion): Promise<ChatReply> {
    return coachReply(await this.nlu.understand(message), { facts, message, support: this.support });
  }
}

/**
 * A chat provider behind the coach's own safety check: a question that touches health gets the
 * safety answer and never reaches the provider (a model's wording is not trusted with it).
 */
export class SafetyFirstChat implements ChatModel {
  readonly name: string;
  constructor(
    private readonly nlu: CoachNlu,
    private readonly support: SupportContact,
    private readonly provider: ChatModel,
  ) {
    this.name = provider.name;
  }

  async reply(question: ChatQuestion): Promise<ChatReply> {
    const understood = await this.nlu.understand(question.message);
    if (understood.intent === 'safety')
      return coachReply(understood, { facts: question.facts, message: question.message, support: this.support });
    return this.provider.reply(question);
  }
}
