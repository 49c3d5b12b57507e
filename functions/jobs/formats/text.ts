import type { Transform } from 'node:stream';
import { inspectPart } from './parts';
import { createDecodingTransform, type TextProcessor } from './stream';
import type { FormatContext } from './types';

/** Longest part inspected at once, in UTF-16 code units (≈ 1 MiB of ASCII). */
export const MAX_TEXT_PART = 1 << 20;

const LF = 0x0a;
const CR = 0x0d;

/**
 * Plain text (`.txt .text .log .md`): every line is one part, inspected on its own; line endings (`\n`,
 * `\r\n`, a last line without one) are copied byte for byte and unchanged lines are copied as they are.
 * Memory is constant: one line (at most MAX_TEXT_PART) plus one input chunk.
 *
 * Limitation: a line longer than MAX_TEXT_PART is inspected in windows of at most that size, each cut after
 * the last whitespace of its second half (or, with none, at the limit). A value spanning a cut — only
 * possible for values that contain whitespace (a spaced card or phone number) or in text without whitespace —
 * is seen as two parts and may be missed; context words more than a window away are not seen.
 */
export function createTextTransform(ctx: FormatContext): Transform {
  return createDecodingTransform(new TextLines(ctx));
}

class TextLines implements TextProcessor {
  /** The current line so far (no LF in it). */
  private partial = '';

  constructor(private readonly ctx: FormatContext) {}

  write(text: string): string {
    let out = '';
    let start = 0;
    for (let nl = text.indexOf('\n', start); nl !== -1; nl = text.indexOf('\n', start)) {
      const line = this.partial.length > 0 ? this.partial + text.slice(start, nl) : text.slice(start, nl);
      this.partial = '';
      out += this.line(line) + '\n';
      start = nl + 1;
    }
    if (start < text.length) this.partial += text.slice(start);
    while (this.partial.length > MAX_TEXT_PART) {
      const cut = windowEnd(this.partial);
      out += inspectPart(this.partial.slice(0, cut), this.ctx);
      this.partial = this.partial.slice(cut);
    }
    return out;
  }

  end(): string {
    const rest = this.partial;
    this.partial = '';
    return rest.length > 0 ? this.line(rest) : '';
  }

  /** One line without its LF; a CR before the LF is kept out of the inspected part and copied. */
  private line(line: string): string {
    if (line.charCodeAt(line.length - 1) === CR) return inspectPart(line.slice(0, -1), this.ctx) + '\r';
    return inspectPart(line, this.ctx);
  }
}

/** Where the first window of an over-long line ends: after its last whitespace in the second half. */
function windowEnd(s: string): number {
  for (let i = MAX_TEXT_PART - 1; i >= MAX_TEXT_PART >> 1; i--) {
    if (isSpace(s.charCodeAt(i))) return i + 1;
  }
  // No whitespace: cut at the limit, but never between the halves of a surrogate pair.
  const c = s.charCodeAt(MAX_TEXT_PART - 1);
  return c >= 0xd800 && c <= 0xdbff ? MAX_TEXT_PART - 1 : MAX_TEXT_PART;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === CR || c === 0x0b || c === 0x0c || c === 0xa0 || c === 0x3000 || c === LF;
}
