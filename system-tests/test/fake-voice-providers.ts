import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'fail' | 'hang';

export interface ProviderCall {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * Local stand-ins for the three providers, speaking their protocols: OpenAI-compatible
 * `/v1/audio/transcriptions` and `/v1/chat/completions`, ElevenLabs-compatible
 * `/v1/text-to-speech/{voice id}`. They record every call; `mode` makes them fail (500) or hang.
 */
export class FakeVoiceProviders {
  mode: FakeMode = 'ok';
  readonly calls: ProviderCall[] = [];
  /** What the speech endpoint answers: larger than one NATS message (1 MB). */
  readonly speech = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(1_500_000, 7)]);
  transcript = 'cuál es mi rutina de hoy';
  reply = '¡Vamos con todo! Hoy toca piernas.';
  private readonly server: Server;
  private readonly hanging = new Set<() => void>();

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.calls.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        if (this.mode === 'hang') {
          this.hanging.add(() => res.destroy());
          return;
        }
        if (this.mode === 'fail') {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
          return;
        }
        if (req.url === '/v1/audio/transcriptions') {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: this.transcript }));
        } else if (req.url === '/v1/chat/completions') {
          const body = { choices: [{ index: 0, message: { role: 'assistant', content: this.reply } }] };
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        } else if (req.url?.startsWith('/v1/text-to-speech/')) {
          res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(this.speech);
        } else {
          res.writeHead(404).end();
        }
      });
    });
  }

  static async start(): Promise<FakeVoiceProviders> {
    const fake = new FakeVoiceProviders();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The calls to `path`, from the `since`-th call on (a test's own: `since` = `calls.length` at its start). */
  callsTo(path: string, since = 0): ProviderCall[] {
    return this.calls.slice(since).filter((call) => call.path.startsWith(path));
  }

  async stop(): Promise<void> {
    for (const release of this.hanging) release();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
