import type { Transform } from 'node:stream';
import { JsonSyntaxError, maskJsonText } from './json-scan';
import { createKeyInspector, inspectPart } from './parts';
import { createDecodingTransform, type TextProcessor } from './stream';
import { FormatError, type FormatContext } from './types';

/**
 * One JSON document (`.json`): every string value and every object key is a part, inspected and, when masked,
 * re-encoded as a JSON string (a masked key is made unique within its object, see maskJsonText); numbers,
 * literals, whitespace and order are copied byte for byte.
 *
 * Memory: the whole document is held (as decoded text, then the output text — about three times the file
 * for ASCII at the peak), bounded by the job's source size limit. A streaming rewrite would be possible but
 * a malformed document must fail before any output exists anyway, and the output is only written once
 * processing has fully succeeded.
 *
 * An empty or whitespace-only file is MALFORMED_CONTENT (it is not a JSON text).
 */
export function createJsonTransform(ctx: FormatContext): Transform {
  return createDecodingTransform(new JsonDocument(ctx));
}

class JsonDocument implements TextProcessor {
  private readonly pieces: string[] = [];
  private readonly maskKey: (key: string) => string;

  constructor(private readonly ctx: FormatContext) {
    this.maskKey = createKeyInspector(ctx);
  }

  write(text: string): string {
    if (text.length > 0) this.pieces.push(text);
    return '';
  }

  end(): string {
    const text = this.pieces.join('');
    this.pieces.length = 0;
    try {
      return maskJsonText(text, (value) => inspectPart(value, this.ctx), this.maskKey);
    } catch (err) {
      if (err instanceof JsonSyntaxError) throw malformedJson(err.reason, lineAt(text, err.offset));
      throw err;
    }
  }
}

export function malformedJson(reason: string, line: number, format = 'JSON'): FormatError {
  return new FormatError('MALFORMED_CONTENT', `Malformed ${format}: ${reason}, at line ${line}`, { line });
}

/** 1-based line of a UTF-16 offset, counted by LF like every format. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
