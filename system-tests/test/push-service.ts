import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { globalAgent, request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';

const require = createRequire(import.meta.url);

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A push service as browsers use (web-push-testing): it subscribes like `PushManager.subscribe`
 * for an application server key, checks each notification's VAPID JWT against that key, decrypts
 * the aes128gcm payload with the subscription's keys, and answers 410 for an expired subscription.
 * Outside every service, as a browser's push service is: the challenge's reminders tests and the
 * system tests share it.
 */
export class LocalPushService {
  private constructor(
    readonly origin: string,
    /** The run's certificate (PEM file): a service in a process of its own trusts it through NODE_EXTRA_CA_CERTS. */
    readonly certificate: string,
    private readonly process: ChildProcess,
  ) {}

  /**
   * Runs in a process of its own (its Express does not load inside Jest's module sandbox), over
   * HTTPS as every push service is (web-push posts over HTTPS only), with a certificate made for
   * the run that this test process trusts.
   */
  static async start(): Promise<LocalPushService> {
    const port = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    globalAgent.options.ca = [...rootCertificates, readFileSync(cert, 'utf8')];
    const origin = `https://localhost:${port}`;
    const server = require.resolve('web-push-testing/src/server.js');
    const model = require.resolve('web-push-testing/src/PushApiModel.js');
    const script = `
      const fs = require('node:fs');
      const Server = require(${JSON.stringify(server)});
      const { PushApiModel } = require(${JSON.stringify(model)});
      const model = new PushApiModel();
      const server = new Server(model, ${port});
      model.notifyUrl = ${JSON.stringify(`${origin}/notify/`)};
      server.setRequestHandlers();
      const tls = { key: fs.readFileSync(${JSON.stringify(key)}), cert: fs.readFileSync(${JSON.stringify(cert)}) };
      require('node:https').createServer(tls, server._app).listen(${port}, 'localhost');`;
    const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
    const service = new LocalPushService(origin, cert, child);
    const deadline = Date.now() + 10_000;
    while (
      !(await service.post('/status', {}).then(
        () => true,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('the local push service did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return service;
  }

  private async post<T>(path: string, body: object): Promise<T> {
    const text = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpsRequest(
        `${this.origin}${path}`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          let data = '';
          response.on('data', (chunk: Buffer) => (data += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: data }));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(body));
    });
    if (text.status >= 300) throw new Error(`push service ${path}: ${text.status}`);
    return (text.body.startsWith('{') ? JSON.parse(text.body) : undefined) as T;
  }

  /** What `PushManager.subscribe({ userVisibleOnly: true, applicationServerKey })` gives a browser. */
  async subscribe(applicationServerKey: string): Promise<BrowserSubscription> {
    return (
      await this.post<{ data: BrowserSubscription }>('/subscribe', { userVisibleOnly: 'true', applicationServerKey })
    ).data;
  }

  /** The payloads the browser received, decrypted. */
  async received(subscription: BrowserSubscription): Promise<string[]> {
    const answer = await this.post<{ data: { messages: string[] } }>('/get-notifications', {
      clientHash: subscription.clientHash,
    });
    return answer.data.messages;
  }

  /** The browser's subscription ends: the push service answers 410 from now on. */
  expire(subscription: BrowserSubscription): Promise<void> {
    return this.post(`/expire-subscription/${subscription.clientHash}`, {});
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.process.once('exit', () => resolve());
      this.process.kill();
    });
  }
}
