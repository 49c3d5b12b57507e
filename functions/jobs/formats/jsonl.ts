import type { Transform } from 'node:stream';
import { malformedJson } from './json';
import { JsonSyntaxError, maskJsonText } from './json-scan';
import { createKeyInspector, inspectPart } from './parts';
import { createLineTransform, type LineProcessor } from './lines';
import { FormatError, type FormatContext } from './types';

/** Longest JSON Lines line, in UTF-16 code units: bounds memory per line. */
export const MAX_JSONL_LINE = 16 << 20;

/**
 * JSON Lines (`.jsonl .ndjson`): each line holding anything but whitespace is one JSON value, masked like a
 * `.json` document (string values and object keys); blank lines and line endings (`\n`, `\r\n`, none at the end) are copied unchanged.
 * A line that is not exactly one JSON value is MALFORMED_CONTENT with its line number. Memory: one line.
 */
export function createJsonlTransform(ctx: FormatContext): Transform {
  return createLineTransform(new JsonLines(ctx));
}

const BLANK = /^[ \t\r]*$/;

class JsonLines implements LineProcessor {
  readonly maxPartial = MAX_JSONL_LINE;
  /** Line number of the next line. */
  private lineNo = 1;
  private readonly mask = (value: string) => inspectPart(value, this.ctx);
  private readonly maskKey: (key: string) => string;

  constructor(private readonly ctx: FormatContext) {
    this.maskKey = createKeyInspector(ctx);
  }

  /** A line not ended yet is already too long. */
  overflow(): never {
    throw this.tooLong();
  }

  private tooLong(): FormatError {
    return new FormatError(
      'MALFORMED_CONTENT',
      `Malformed JSON Lines: line ${this.lineNo} is longer than ${MAX_JSONL_LINE} characters`,
      { line: this.lineNo },
    );
  }

  /** One line: blank, or one JSON value (a CR before the LF is JSON whitespace, copied with the rest). */
  line(line: string): string {
    if (line.length > MAX_JSONL_LINE) throw this.tooLong();
    try {
      return BLANK.test(line) ? line : maskJsonText(line, this.mask, this.maskKey);
    } catch (err) {
      if (err instanceof JsonSyntaxError) throw malformedJson(err.reason, this.lineNo, 'JSON Lines');
      throw err;
    } finally {
      this.lineNo++;
    }
  }
}
