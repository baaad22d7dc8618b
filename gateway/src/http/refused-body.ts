import type { Socket } from 'node:net';
import type { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long, at most, a connection whose body was refused keeps taking the client's bytes after the answer. */
export const REFUSED_BODY_LINGER_MS = 2_000;

/**
 * The largest body, stated, that a refusal still reads (and drops) to keep its connection: the
 * client's next request goes on the same connection instead of a new one (a TCP handshake, a socket
 * and its parser on both sides, more than the bytes cost). Larger or chunked, it is not read. Below
 * JSON_BODY_MAX_TOKENS bytes, so no guard of the bytes as they arrive refuses such a body midway.
 */
export const DRAINED_BODY_MAX_BYTES = 32 * 1024;

/** The connections already set to linger (a request refused twice, by a hook and its error handler). */
const lingering = new WeakSet<Socket>();

/**
 * A body refused before its end (over its limit, too many tokens, or refused before it was read): a
 * small one with a stated length (DRAINED_BODY_MAX_BYTES at most, a form's or a mutation's) is read
 * and dropped by Node once the answer is written, and its connection kept. Any other: the answer
 * says `Connection: close`, and once it is written the gateway ends its side of the connection, so
 * the client reads the whole answer and never sends another request on it (one that reused the
 * connection would wait for an answer while the gateway still read the refused body). The rest of
 * the body is not read: the request is paused, so the client's writes wait on TCP's flow control at
 * no cost to the gateway, while the answer and the end of the connection reach it. The socket is
 * destroyed when the client ends too, or after REFUSED_BODY_LINGER_MS (a lingering close, as
 * nginx's: closed at once, the unread bytes would reset the connection and the client could lose
 * the answer before reading it). So a multi-megabyte upload refused early costs the bytes read
 * until its refusal.
 */
export function closeAfterAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  lingerMs: number = REFUSED_BODY_LINGER_MS,
): void {
  if (req.raw.complete || drainedCheaply(req)) return;
  reply.header('connection', 'close');
  const socket = req.raw.socket as (Socket & { destroySoon?: () => void }) | null;
  if (!socket || lingering.has(socket)) return;
  lingering.add(socket);
  // Node ends a `Connection: close` exchange with `destroySoon` once the answer is written: it
  // would close the socket at once. Here the socket is half-closed and lingers instead.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  };
  // Node reads a body nobody read to its end and drops it once the answer is written (to reuse the
  // connection), unless the request was ever read: what arrived is read here (and dropped), then the
  // request paused. Read whole, not `read(0)`: a request whose buffer is already full (a hook awaited
  // while the body came in) is not read by `read(0)`, and Node then read megabytes of the rest.
  req.raw.read();
  req.raw.pause();
}

/**
 * A body whose stated length is small enough to read rather than end its connection (none stated
 * and not chunked: no body).
 */
function drainedCheaply(req: FastifyRequest): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return false;
  return Number(req.headers['content-length'] ?? 0) <= DRAINED_BODY_MAX_BYTES;
}

/**
 * The body as a `preParsing` hook hands it on, through `guard` (a transform that refuses it as it
 * arrives). Fastify listens for the guard's refusal only while it reads the body: once it has
 * answered (its own byte limit may answer first), a later refusal has nobody to hear it, and an
 * 'error' event without a listener would end the process. The guard's own listener takes the body
 * off the guard; the rest of it is never read: the answer closes the connection.
 */
export function guardedBody(payload: NodeJS.ReadableStream, guard: Transform, reply: FastifyReply): Transform {
  payload.on('error', (error) => guard.destroy(error));
  guard.on('error', () => {
    payload.unpipe(guard);
    payload.pause();
    if (!reply.sent) reply.header('connection', 'close');
  });
  return payload.pipe(guard);
}
