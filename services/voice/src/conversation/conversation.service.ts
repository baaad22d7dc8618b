import { Injectable } from '@nestjs/common';
import type { ConversationDto, Member } from '@reto/contracts';
import { FactsService } from '../facts/facts.service.js';
import { VoiceProviders } from '../providers/voice-providers.service.js';
import { ConversationHistory } from './conversation-history.service.js';

export interface ConversationQuestion {
  message: string;
  member: Member | null;
  callerKey: string;
  country: string | null;
}

/**
 * `POST /api/gemma-conversation`: Emilio answers from the asker's facts and, for a member, the last
 * turns of their conversation. A visitor's questions are not kept: visitors behind one address
 * would otherwise read each other's questions back through the chat provider.
 */
@Injectable()
export class ConversationService {
  constructor(
    private readonly facts: FactsService,
    private readonly history: ConversationHistory,
    private readonly providers: VoiceProviders,
  ) {}

  async reply(
    requestId: string,
    { message, member, callerKey, country }: ConversationQuestion,
  ): Promise<ConversationDto> {
    const [facts, history, model] = await Promise.all([
      this.facts.factsFor(requestId, member, country),
      member ? this.history.recent(callerKey) : Promise.resolve([]),
      this.providers.chat(callerKey),
    ]);
    const { response, suggestions } = await model.reply({ message, facts, history });
    if (member) await this.history.append(callerKey, message, response);
    return { response, success: true, suggestions };
  }
}
