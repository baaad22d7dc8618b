const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** `{ } [ ] , :`: every JSON value but a lone literal is delimited by these or by quotes. */
const STRUCTURAL = new Set([0x7b, 0x7d, 0x5b, 0x5d, 0x2c, 0x3a]);
/** How many bytes of a string's start are kept (enough to tell a data URL: `data:image/`). */
const STRING_HEAD_BYTES = 16;

/**
 * Reads a JSON text as it arrives, chunk by chunk, without parsing it: how many tokens it holds
 * (structural characters and strings) and, at any moment, whether it is inside a string and how
 * that string began. Strings are skipped with `Buffer.indexOf` (native), so a body that is mostly
 * one long string (a photo as a data URL) costs next to nothing; one of many small tokens is
 * stopped by its count long before `JSON.parse` would spend its time on it.
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
    while (i < chunk.length) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          i = this.keepHead(chunk, i, i + 1);
          continue;
        }
        const quote = chunk.indexOf(QUOTE, i);
        const end = quote === -1 ? chunk.length : quote;
        const backslash = chunk.subarray(i, end).indexOf(BACKSLASH);
        if (backslash !== -1) {
          this.escaped = true;
          i = this.keepHead(chunk, i, i + backslash + 1);
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
      } else if (STRUCTURAL.has(byte)) {
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
