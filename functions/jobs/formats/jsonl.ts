import type { Transform } from 'node:stream';
import { malformedJson } from './json';
import { JsonSyntaxError, maskJsonText } from './json-scan';
import { inspectPart } from './parts';
import { createDecodingTransform, type TextProcessor } from './stream';
import { FormatError, type FormatContext } from './types';

/** Longest JSON Lines line, in UTF-16 code units: bounds memory per line. */
export const MAX_JSONL_LINE = 16 << 20;

/**
 * JSON Lines (`.jsonl .ndjson`): each line holding anything but whitespace is one JSON value, masked like a
 * `.json` document; blank lines and line endings (`\n`, `\r\n`, none at the end) are copied unchanged.
 * A line that is not exactly one JSON value is MALFORMED_CONTENT with its line number. Memory: one line.
 */
export function createJsonlTransform(ctx: FormatContext): Transform {
  return createDecodingTransform(new JsonLines(ctx));
}

const BLANK = /^[ \t\r]*$/;

class JsonLines implements TextProcessor {
  private partial = '';
  private lineNo = 1;

  constructor(private readonly ctx: FormatContext) {}

  write(text: string): string {
    let out = '';
    let start = 0;
    for (let nl = text.indexOf('\n', start); nl !== -1; nl = text.indexOf('\n', start)) {
      const line = this.partial.length > 0 ? this.partial + text.slice(start, nl) : text.slice(start, nl);
      this.partial = '';
      out += this.line(line) + '\n';
      this.lineNo++;
      start = nl + 1;
    }
    if (start < text.length) {
      this.partial += text.slice(start);
      if (this.partial.length > MAX_JSONL_LINE) throw this.tooLong();
    }
    return out;
  }

  private tooLong(): FormatError {
    return new FormatError(
      'MALFORMED_CONTENT',
      `Malformed JSON Lines: line ${this.lineNo} is longer than ${MAX_JSONL_LINE} characters`,
      { line: this.lineNo },
    );
  }

  end(): string {
    const rest = this.partial;
    this.partial = '';
    return rest.length > 0 ? this.line(rest) : '';
  }

  private line(line: string): string {
    if (line.length > MAX_JSONL_LINE) throw this.tooLong();
    if (BLANK.test(line)) return line;
    // A CR before the LF is JSON whitespace: copied with the rest, nothing to strip.
    try {
      return maskJsonText(line, (value) => inspectPart(value, this.ctx));
    } catch (err) {
      if (err instanceof JsonSyntaxError) throw malformedJson(err.reason, this.lineNo, 'JSON Lines');
      throw err;
    }
  }
}
