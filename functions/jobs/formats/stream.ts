import { Transform } from 'node:stream';
import { StrictUtf8Decoder } from './utf8';

/**
 * The text side of a format: receives decoded text in arbitrary pieces (a piece may end anywhere, even
 * between a CR and its LF) and returns the output text ready so far. Throws a FormatError for bad content.
 */
export interface TextProcessor {
  write(text: string): string;
  /** The input is complete: return the rest of the output. */
  end(): string;
}

/**
 * Bytes in, bytes out: strict UTF-8 decoding (a leading BOM is written back out unchanged, ahead of
 * everything else), the format's processor, UTF-8 encoding. Any error destroys the stream with that error;
 * nothing is logged.
 */
export function createDecodingTransform(processor: TextProcessor): Transform {
  const decoder = new StrictUtf8Decoder();
  let bomWritten = false;
  const out = (text: string): Buffer | undefined => {
    let s = text;
    if (!bomWritten && decoder.bom) {
      bomWritten = true;
      s = `\uFEFF${s}`;
    }
    return s.length > 0 ? Buffer.from(s, 'utf8') : undefined;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      let result: Buffer | undefined;
      try {
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
        result = out(processor.write(decoder.write(bytes)));
      } catch (err) {
        callback(err as Error);
        return;
      }
      callback(null, result);
    },
    flush(callback) {
      let result: Buffer | undefined;
      try {
        const rest = decoder.end();
        result = out(processor.write(rest) + processor.end());
      } catch (err) {
        callback(err as Error);
        return;
      }
      callback(null, result);
    },
  });
}
