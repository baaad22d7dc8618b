import { spawnSync } from 'node:child_process';
import { GatewayClient } from '@reto/platform/testing';

/** Spanish speech from Debian's espeak-ng, as a WAV file (22 050 Hz, 16-bit mono). */
export function espeakWav(text: string): Buffer {
  const result = spawnSync('/usr/bin/espeak-ng', ['-v', 'es', '--stdout', text]);
  if (result.status !== 0) throw new Error('espeak-ng is not installed (apt-get install espeak-ng)');
  return result.stdout;
}

/** A WAV file of `seconds` of silence at 16 kHz. */
export function silentWav(seconds: number): Buffer {
  const data = Buffer.alloc(Math.round(seconds * 16_000) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFFxxxxWAVEfmt ', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export interface VoiceAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  json: () => {
    message?: string;
    text?: string;
    response?: string;
    success?: boolean;
    suggestions?: Array<{ label: string; question: string }>;
  };
}

/**
 * A browser-like client of the running gateway from its own address (the shared GatewayClient),
 * whose answers keep their bytes: the voice paths answer audio as well as JSON.
 */
export class VoiceClient {
  private readonly http: GatewayClient;

  constructor(baseUrl: string) {
    this.http = GatewayClient.fromOwnAddress(baseUrl);
  }

  /** The session cookie (another client can take it over, as a second tab would). */
  get cookie(): string {
    return this.http.cookie;
  }

  set cookie(value: string) {
    this.http.cookie = value;
  }

  private async send(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<VoiceAnswer> {
    const res = await this.http.fetch(path, init);
    const body = Buffer.from(await res.arrayBuffer());
    return {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body,
      json: () => JSON.parse(body.toString('utf8')),
    };
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<VoiceAnswer> {
    return this.send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  upload(audio: Buffer, name = 'pregunta.webm', type = 'audio/webm'): Promise<VoiceAnswer> {
    const form = new FormData();
    form.append('audio', new Blob([new Uint8Array(audio)], { type }), name);
    return this.send('/api/transcribe-audio', { method: 'POST', body: form });
  }

  graphql<T>(query: string, variables: Record<string, unknown> = {}) {
    return this.http.graphql<T>(query, variables);
  }

  /** Registers and signs in (the session cookie is kept); answers the new user's id. */
  async register(username: string, timezone = 'America/Mexico_City'): Promise<number> {
    const res = await this.post('/api/register', {
      username,
      email: `${username.toLowerCase()}@example.com`,
      password: 'reto-28-dias',
      gender: 'female',
      timezone,
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.body.toString()}`);
    return (res.json() as { id: number }).id;
  }
}
