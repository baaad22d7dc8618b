import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  audioKindOf,
  MessageSchema,
  SpeechTextSchema,
  VoiceConstants,
  VoiceSubjects,
  type ConversationDto,
  type ConverseRequest,
  type SpeakRequest,
  type SpeechDto,
  type TranscribeRequest,
  type TranscriptionDto,
  type UserDto,
} from '@reto/contracts';
import { RpcClient, UploadStash, validatePayload } from '@reto/platform';
import type { HttpRequest } from '../http/http.js';
import { AuthService } from '../auth/auth.service.js';
import { clientIpOf, sessionTokenOf } from '../auth/session-cookie.service.js';
import { member } from '../member/member.service.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { visitorCountry } from '../pricing/visitor-country.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { readAudioUpload } from './audio-upload.js';
import { GatewayErrors } from '../gateway.errors.js';

export const VOICE_STASH = Symbol('VOICE_STASH');

/** Who asks, as the gateway knows it: the session's user (never the client's word), the address, the country. */
export interface Asker {
  user: UserDto | null;
  ip: string;
  country: string | null;
}

export interface SpeechAudio {
  bytes: Buffer;
  contentType: string;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * The gateway-side functions of the voice coach, for the REST paths and their GraphQL twins: the
 * asker from the session, the rate limit per address and per member, the checks at the edge (text
 * length, audio size and kind from its bytes), then one NATS request to the voice service. Audio
 * travels through the upload stash both ways (the NATS payload is 1 MB at most).
 */
@Injectable()
export class VoiceService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly auth: AuthService,
    private readonly limits: RateLimitService,
    @Inject(VOICE_STASH) private readonly stash: UploadStash,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async askerOf(req: HttpRequest): Promise<Asker> {
    const user = await this.auth.currentUserOrNull(req.id, sessionTokenOf(req));
    const country = visitorCountry(req, {
      proxies: this.config.TRUSTED_PROXY_IPS,
      production: this.config.NODE_ENV === 'production',
    });
    return { user, ip: clientIpOf(req), country };
  }

  /** Counts one voice call against the address and, for a member, against the member. */
  async consume(asker: Asker): Promise<void> {
    await this.limits.consume('voice', { ip: asker.ip }, asker.user ? `member:${asker.user.id}` : undefined, {
      perIp: this.config.VOICE_RATE_LIMIT_MAX_PER_IP,
      perAccount: this.config.VOICE_RATE_LIMIT_MAX_PER_MEMBER,
    });
  }

  /** `POST /api/transcribe-audio`: the multipart `audio` file. */
  async transcribeUpload(req: HttpRequest): Promise<TranscriptionDto> {
    const asker = await this.askerOf(req);
    await this.consume(asker);
    return this.transcribe(req.id, await readAudioUpload(req), asker);
  }

  /** The GraphQL twin: the recording as base64 (within the request size limit). */
  async transcribeBase64(requestId: string, audioBase64: string, asker: Asker): Promise<TranscriptionDto> {
    await this.consume(asker);
    return this.transcribe(requestId, Buffer.from(audioBase64, 'base64'), asker);
  }

  private async transcribe(requestId: string, audio: Buffer, asker: Asker): Promise<TranscriptionDto> {
    if (audio.length > VoiceConstants.maxAudioBytes) {
      throw GatewayErrors.audioTooLarge();
    }
    if (!audioKindOf(audio)) {
      throw GatewayErrors.audioNotAudio();
    }
    const audioKey = await this.stash.put(audio);
    const request: TranscribeRequest = { ...this.askerFields(asker), audioKey };
    return this.ask(requestId, VoiceSubjects.transcribe, request);
  }

  async converse(requestId: string, input: unknown, asker: Asker): Promise<ConversationDto> {
    await this.consume(asker);
    const { message } = validatePayload(MessageSchema, input);
    const request: ConverseRequest = { ...this.askerFields(asker), message, country: asker.country };
    return this.ask(requestId, VoiceSubjects.converse, request);
  }

  async speak(requestId: string, input: unknown, asker: Asker): Promise<SpeechAudio> {
    await this.consume(asker);
    const { text } = validatePayload(SpeechTextSchema, input);
    const request: SpeakRequest = { ...this.askerFields(asker), text };
    const speech = await this.ask<SpeechDto>(requestId, VoiceSubjects.speak, request);
    const bytes = await this.stash.take(speech.audioKey);
    if (!bytes) throw GatewayErrors.speechUnavailable();
    return { bytes, contentType: speech.contentType };
  }

  private askerFields(asker: Asker) {
    return {
      member: asker.user ? member(asker.user) : null,
      callerKey: asker.user ? `member:${asker.user.id}` : `visitor:${hash(asker.ip)}`,
    };
  }

  private ask<T>(requestId: string, subject: string, request: unknown): Promise<T> {
    return this.rpc.request<T>(subject, request, { requestId, timeoutMs: this.config.VOICE_REQUEST_TIMEOUT_MS });
  }
}
