const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** `{ } [ ] , :`: every JSON value but a lone literal is delimited by these or by quotes (1 by its byte). */
const STRUCTURAL = new Uint8Array(256);
for (const byte of [0x7b, 0x7d, 0x5b, 0x5d, 0x2c, 0x3a]) STRUCTURAL[byte] = 1;
/** "Not searched yet in this chunk" for the next quote and backslash (-1: none left in it). */
const UNSEARCHED = -2;
/** How many bytes of a string's start are kept (enough to tell a data URL: `data:image/`). */
const STRING_HEAD_BYTES = 16;

/**
 * Reads a JSON text as it arrives, chunk by chunk, without parsing it: how many tokens it holds
 * (structural characters and strings) and, at any moment, whether it is inside a string and how
 * that string began. Strings are skipped with `Buffer.indexOf` (native), so a body that is mostly
 * one long string (a photo as a data URL) costs next to nothing; one of many small tokens is
 * stopped by its count long before `JSON.parse` would spend its time on it. Each chunk is read
 * once: the next quote and the next backslash are searched for again only once passed, so a
 * string of many escapes costs its length, not its length times its escapes.
 */
export class JsonScanner {
  tokens = 0;
  inString = false;
  /** The first bytes of the string being read (while `inString`). */
  stringHead = '';
  private escaped = false;

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
        i = quote + 1;
        continue;
      }
      const byte = chunk[i]!;
      if (byte === QUOTE) {
        this.inString = true;
        this.stringHead = '';
        this.tokens += 1;
      } else if (STRUCTURAL[byte] === 1) {
        this.tokens += 1;
      }
      if (this.tokens > maxTokens) return false;
      i += 1;
    }
    return true;
  }

  private keepHead(chunk: Buffer, from: number, to: number): number {
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
