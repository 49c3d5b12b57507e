import type { Transform } from 'node:stream';
import { inspectPart } from './parts';
import { createLineTransform, type LineProcessor } from './lines';
import type { FormatContext } from './types';

/** Longest part inspected at once, in UTF-16 code units (≈ 1 MiB of ASCII). */
export const MAX_TEXT_PART = 1 << 20;

const LF = 0x0a;
const CR = 0x0d;

/**
 * Plain text (`.txt .text .log .md`): every line is one part, inspected on its own; line endings (`\n`,
 * `\r\n`, a last line without one) are copied byte for byte and unchanged lines are copied as they are.
 * Memory is constant: one line (at most MAX_TEXT_PART) plus one input chunk. Lines are split and decoded on the
 * bytes (./lines.ts): an unchanged line is copied as its source bytes.
 *
 * Limitation: a line longer than MAX_TEXT_PART is inspected in windows of at most that size, each cut after
 * the last whitespace of its second half (or, with none, at the limit). A value spanning a cut — only
 * possible for values that contain whitespace (a spaced card or phone number) or in text without whitespace —
 * is seen as two parts and may be missed; context words more than a window away are not seen.
 */
export function createTextTransform(ctx: FormatContext): Transform {
  return createLineTransform(new TextLines(ctx));
}

class TextLines implements LineProcessor {
  readonly maxPartial = MAX_TEXT_PART;

  constructor(private readonly ctx: FormatContext) {}

  /** One line; a CR before the LF is kept out of the inspected part and copied. Unchanged: `line` itself. */
  line(line: string): string {
    if (line.charCodeAt(line.length - 1) !== CR) return inspectPart(line, this.ctx);
    const part = line.slice(0, -1);
    const masked = inspectPart(part, this.ctx);
    return masked === part ? line : `${masked}\r`;
  }

  /** The windows of a line longer than MAX_TEXT_PART so far, each inspected as one part. */
  overflow(partial: string): { out: string; rest: string } {
    let out = '';
    let rest = partial;
    while (rest.length > MAX_TEXT_PART) {
      const cut = windowEnd(rest);
      out += inspectPart(rest.slice(0, cut), this.ctx);
      rest = rest.slice(cut);
    }
    return { out, rest };
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
