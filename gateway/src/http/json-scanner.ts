const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** `{ } [ ] , :`: every JSON value but a lone literal is delimited by these or by quotes (1 by its byte). */
const STRUCTURAL = new Uint8Array(256);
for (const byte of [0x7b, 0x7d, 0x5b, 0x5d, 0x2c, 0x3a]) STRUCTURAL[byte] = 1;
/** "Not searched yet in this chunk" for the next quote and backslash (-1: none left in it). */
const UNSEARCHED = -2;
/** How many bytes of a string's start are kept: enough to tell a key, or how a long value begins. */
export const STRING_HEAD_BYTES = 64;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** The string value of one key of the top-level object, kept as it arrives (its bytes, escapes undone at the end). */
export interface KeptValue {
  /** The key whose value is kept (ASCII, at most STRING_HEAD_BYTES long). */
  key: string;
  /** Past this many bytes the value is not kept: `overflow`. */
  maxBytes: number;
}

/**
 * Reads a JSON text as it arrives, chunk by chunk, without parsing it: how many tokens it holds
 * (structural characters and strings) and, at any moment, whether it is inside a string and how
 * that string began. Strings are skipped with `Buffer.indexOf` (native), so a body that is mostly
 * one long string costs next to nothing; one of many small tokens is
 * stopped by its count long before `JSON.parse` would spend its time on it. Each chunk is read
 * once: the next quote and the next backslash are searched for again only once passed, so a
 * string of many escapes costs its length, not its length times its escapes.
 */
export class JsonScanner {
  tokens = 0;
  inString = false;
  /** The first bytes of the string being read (while `inString`). */
  stringHead = '';
  /**
   * The kept value (see KeptValue): `whole` once its closing quote was read, `overflow` once it ran
   * past its bytes; `bytes`, how many of its bytes (as sent) were read so far, past `maxBytes` too.
   */
  kept: { whole: boolean; overflow: boolean; bytes: number } = { whole: false, overflow: false, bytes: 0 };
  private escaped = false;
  /** Objects and arrays open; whether the top-level value is an object. */
  private depth = 0;
  private topObject = false;
  /** At depth 1 of the top-level object: the next string is a key; the last key read, if short. */
  private expectingKey = false;
  private lastKey: string | undefined;
  private stringIsKey = false;
  private stringBytes = 0;
  /** Inside the kept value (its bytes counted; stored too until it overflows). */
  private keeping = false;
  private keptChunks: Buffer[] = [];

  constructor(private readonly keep?: KeptValue) {}

  /** The kept value's text, once it was read whole and is a well-formed JSON string; else undefined. */
  keptValue(): string | undefined {
    if (!this.kept.whole) return undefined;
    try {
      const value: unknown = JSON.parse(`"${Buffer.concat(this.keptChunks, this.kept.bytes).toString('utf8')}"`);
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }

  /** Reads one chunk; stops early (returns false) as soon as the tokens pass `maxTokens`. */
  read(chunk: Buffer, maxTokens: number): boolean {
    let i = 0;
    let quote = UNSEARCHED;
    let backslash = UNSEARCHED;
    while (i < chunk.length) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          i = this.keepHead(chunk, i, i + 1);
          continue;
        }
        if (quote !== -1 && quote < i) quote = chunk.indexOf(QUOTE, i);
        if (backslash !== -1 && backslash < i) backslash = chunk.indexOf(BACKSLASH, i);
        const end = quote === -1 ? chunk.length : quote;
        if (backslash !== -1 && backslash < end) {
          this.escaped = true;
          i = this.keepHead(chunk, i, backslash + 1);
          continue;
        }
        this.keepHead(chunk, i, end);
        if (quote === -1) return true;
        this.inString = false;
        this.stringEnded();
        i = quote + 1;
        continue;
      }
      const byte = chunk[i]!;
      if (byte === QUOTE) {
        this.inString = true;
        this.stringHead = '';
        this.stringBytes = 0;
        this.tokens += 1;
        this.stringStarted();
      } else if (STRUCTURAL[byte] === 1) {
        this.tokens += 1;
        this.structural(byte);
      }
      if (this.tokens > maxTokens) return false;
      i += 1;
    }
    return true;
  }

  /** Where the top-level object is: its depth, and at depth 1 whether a key comes next. */
  private structural(byte: number): void {
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (this.depth === 0) this.topObject = byte === OPEN_OBJECT;
      this.depth += 1;
      this.expectingKey = this.depth === 1 && this.topObject;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      this.depth -= 1;
    } else if (this.depth === 1 && this.topObject) {
      if (byte === COMMA) this.expectingKey = true;
      else if (byte === COLON) this.expectingKey = false;
    }
  }

  private stringStarted(): void {
    const atTop = this.depth === 1 && this.topObject;
    this.stringIsKey = atTop && this.expectingKey;
    // The kept key's first value only (a later one under the same key is the parser's to judge).
    this.keeping =
      atTop &&
      !this.expectingKey &&
      this.keep !== undefined &&
      this.lastKey === this.keep.key &&
      !this.kept.whole &&
      !this.kept.overflow;
    if (!this.stringIsKey) this.lastKey = undefined;
  }

  private stringEnded(): void {
    if (this.stringIsKey) this.lastKey = this.stringBytes <= STRING_HEAD_BYTES ? this.stringHead : undefined;
    if (this.keeping) {
      this.keeping = false;
      this.kept.whole = !this.kept.overflow;
    }
  }

  private keepHead(chunk: Buffer, from: number, to: number): number {
    this.stringBytes += to - from;
    if (this.keeping) {
      this.kept.bytes += to - from;
      // Past its bytes it is only counted.
      if (!this.kept.overflow && this.kept.bytes > this.keep!.maxBytes) {
        this.kept.overflow = true;
        this.keptChunks = [];
      } else if (!this.kept.overflow) {
        this.keptChunks.push(Buffer.from(chunk.subarray(from, to)));
      }
    }
    if (this.stringHead.length < STRING_HEAD_BYTES) {
      this.stringHead += chunk.toString(
        'latin1',
        from,
        Math.min(to, from + STRING_HEAD_BYTES - this.stringHead.length),
      );
    }
    return to;
  }
}
