import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Debian's PostgreSQL binaries (`/usr/lib/postgresql/<major>/bin`), the newest installed. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const major = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!major) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql)');
  return join(root, major, 'bin');
}

/** The processes whose parent is `pid` (Linux's /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // the fields after the command's closing parenthesis: state, then the parent's pid
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // it ended while being read
    }
  }
  return children;
}

/** PostgreSQL refuses to run as root: then the cluster belongs to the system's `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A PostgreSQL cluster of a test's own (Debian's `initdb` and `postgres`, a spare port, a data folder
 * in the temporary folder), to stop, pause (SIGSTOP of the server and every backend) and restart
 * under load without touching the server other tests share. Its data survives a stop and a crash, as
 * a real server's does. `adminUrl` is its superuser, for `DATABASE_ADMIN_URL`.
 */
export class PrivatePostgres {
  private process: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly bin: string,
    private readonly user: { uid: number; gid: number } | undefined,
    private readonly settings: Record<string, string>,
  ) {}

  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** `settings`: server settings on top of the defaults (`-c name=value`), e.g. `shared_preload_libraries`. */
  static async start(settings: Record<string, string> = {}): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'reto-pg-'));
    const user = runAs();
    if (user) chownSync(dir, user.uid, user.gid);
    const bin = postgresBin();
    execFileSync(
      join(bin, 'initdb'),
      ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      { stdio: 'ignore', ...user },
    );
    const cluster = new PrivatePostgres(await freePort(), dir, bin, user, settings);
    await cluster.start();
    return cluster;
  }

  /** Starts the server (again) on its port and waits until it accepts connections. */
  async start(): Promise<void> {
    this.process = spawn(
      join(this.bin, 'postgres'),
      [
        '-D',
        join(this.dir, 'data'),
        '-p',
        String(this.port),
        '-k',
        this.dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'max_connections=200',
        ...Object.entries(this.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      { stdio: 'ignore', ...this.user },
    );
    const deadline = Date.now() + 30_000;
    while (!(await this.accepts())) {
      if (Date.now() > deadline) throw new Error(`postgres on ${this.port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async accepts(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.adminUrl, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /**
   * Signals the server and then each of its processes (backends, checkpointer, …): each backend
   * makes itself a session leader, so the server's process group does not reach them. The server
   * first: stopped, it forks no new backend meanwhile.
   */
  private signal(signal: NodeJS.Signals): void {
    const pid = this.process?.pid;
    if (pid === undefined) return;
    for (const target of [pid, ...childrenOf(pid)]) {
      try {
        process.kill(target, signal);
      } catch {
        // it has ended
      }
    }
  }

  /** Freezes the server and every backend: connections stay open and nothing answers (a hung database). */
  pause(): void {
    this.signal('SIGSTOP');
  }

  resume(): void {
    this.signal('SIGCONT');
  }

  /**
   * Ends the server and waits until it has: `fast` as an operator's stop (open sessions cut, a clean
   * shutdown), `crash` as a machine that died (every process killed at once; recovery on the next start).
   */
  async stop(mode: 'fast' | 'crash' = 'fast'): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise((resolve) => child.once('exit', resolve));
    this.signal('SIGCONT');
    if (mode === 'crash') this.signal('SIGKILL');
    else child.kill('SIGINT');
    await ended;
    // the server's processes killed with it end a moment after it
    if (mode === 'crash') await new Promise((resolve) => setTimeout(resolve, 200));
    this.process = null;
  }

  /** Stops the server and removes its data folder. */
  async remove(): Promise<void> {
    await this.stop('crash');
    rmSync(this.dir, { recursive: true, force: true });
  }
}
