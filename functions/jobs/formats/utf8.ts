import { isUtf8 } from 'node:buffer';
import { FormatError } from './types';

const LF = 0x0a;
const EMPTY = Buffer.alloc(0);

/**
 * Strict, streaming UTF-8 decoding that knows the (1-based) line of every byte, so a failure names the line
 * where it happens — never the content.
 *
 * Why not `TextDecoder#decode(chunk, { stream: true })` alone: when it throws, it does not say where, and the
 * bytes it was holding back from the previous chunk are not visible. Instead every chunk is cut after its
 * last complete sequence (at most 3 bytes are carried over to the next chunk), validated in one go
 * (`isUtf8`, which accepts exactly what a fatal decoder decodes) and only then decoded; that is the same
 * streaming decode, with the carried bytes known. On a failure (rare,
 * so its cost does not matter) the failing bytes are split at LF — 0x0A never occurs inside a multi-byte
 * sequence, so the pieces fail exactly where the whole does — to find the line.
 *
 * Decision: a NUL byte is rejected as INVALID_ENCODING although U+0000 is valid UTF-8. No text, CSV or JSON
 * file carries raw NULs; binary files and BOM-less UTF-16 (whose ASCII half is NULs) do, and reading
 * `a\0@\0b\0` as text would let PII pass unseen instead of failing loudly.
 *
 * Lines are counted by LF bytes (a CRLF is one line break; a lone CR does not end a line), the same way
 * every format counts them.
 */
export class StrictUtf8Decoder {
  private carry: Buffer | undefined;
  /** Line of the next byte to decode. */
  private line = 1;
  private started = false;
  private bomSeen = false;

  /** True once a leading UTF-8 BOM was read (it is removed from the decoded text). */
  get bom(): boolean {
    return this.bomSeen;
  }

  /** Decodes one chunk; an incomplete sequence at its end is held until the next chunk. */
  write(chunk: Uint8Array): string {
    const bytes = this.check(chunk);
    return bytes.length === 0 ? '' : bytes.toString('utf8');
  }

  /** Ends the input: bytes still carried are an incomplete sequence, which fails. */
  end(): string {
    const rest = this.checkEnd();
    return rest.length === 0 ? '' : rest.toString('utf8');
  }

  /**
   * `write` without the decoding: validates one chunk and returns its bytes up to the last complete sequence
   * (a leading BOM removed), for callers that decode pieces of it themselves (the line formats decode line by
   * line, so every line is a flat string of its own and unchanged lines are copied as bytes). Every byte
   * returned is valid UTF-8 and no multi-byte sequence is split, so any range cut at an LF decodes on its own.
   */
  check(chunk: Uint8Array): Buffer {
    const bytes = this.carry
      ? Buffer.concat([this.carry, chunk])
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    const cut = completeLength(bytes);
    // Copied: the carried bytes (≤ 3) must not pin, or depend on the reuse of, the caller's buffer.
    this.carry = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : undefined;
    return this.validate(bytes.subarray(0, cut));
  }

  /** `end` without the decoding: the carried bytes, validated (they never are valid: this fails). */
  checkEnd(): Buffer {
    const rest = this.carry;
    this.carry = undefined;
    return rest ? this.validate(rest) : EMPTY;
  }

  private validate(bytes: Buffer): Buffer {
    if (bytes.length === 0) return bytes;
    // isUtf8 accepts exactly what a fatal TextDecoder decodes (WHATWG UTF-8: no overlongs, surrogates or
    // code points above U+10FFFF), without building the string.
    if (bytes.indexOf(0) !== -1 || !isUtf8(bytes)) this.fail(bytes);
    for (let i = bytes.indexOf(LF); i !== -1; i = bytes.indexOf(LF, i + 1)) this.line++;
    if (!this.started) {
      this.started = true;
      if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
        this.bomSeen = true;
        return bytes.subarray(3);
      }
    }
    return bytes;
  }

  private fail(bytes: Buffer): never {
    let line = this.line;
    let start = 0;
    for (;;) {
      const nl = bytes.indexOf(LF, start);
      const piece = bytes.subarray(start, nl === -1 ? bytes.length : nl);
      if (piece.indexOf(0) !== -1 || !isUtf8(piece)) break;
      if (nl === -1) {
        line = this.line; // not found piecewise (should not happen): name the first line of the bytes
        break;
      }
      line++;
      start = nl + 1;
    }
    throw new FormatError(
      'INVALID_ENCODING',
      `The source is not UTF-8 text (an invalid byte sequence or a NUL byte at line ${line})`,
      { line },
    );
  }
}

/** Length of the longest prefix of `b` that does not end inside a (possibly valid) multi-byte sequence. */
function completeLength(b: Uint8Array): number {
  const n = b.length;
  for (let i = n - 1; i >= 0 && i >= n - 3; i--) {
    const x = b[i]!;
    if ((x & 0xc0) === 0x80) continue; // continuation byte: look further back for the lead byte
    const need = x >= 0xf0 ? 4 : x >= 0xe0 ? 3 : x >= 0xc0 ? 2 : 1;
    return n - i < need ? i : n;
  }
  return n;
}
