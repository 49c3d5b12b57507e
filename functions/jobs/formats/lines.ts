import { Transform } from 'node:stream';
import { StrictUtf8Decoder } from './utf8';

/**
 * The text side of a line format (text, JSON Lines): one line at a time, as a string of its own.
 */
export interface LineProcessor {
  /**
   * One complete line without its LF (a CR before the LF, or a last line without an LF, is part of it).
   * Returns the line's output: `line` itself (the same string) when it is unchanged, which lets the
   * transform copy the line's source bytes instead of encoding it again. Throws a FormatError for bad content.
   */
  line(line: string): string;
  /**
   * Called after every input chunk while the line not yet ended holds more than `maxPartial` UTF-16 code
   * units: returns the output for a head of it and the rest that stays pending (text windows it), or throws
   * (JSON Lines rejects the line).
   */
  overflow(partial: string): { readonly out: string; readonly rest: string };
  readonly maxPartial: number;
}

const LF = 0x0a;
const BOM_BYTES = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Bytes in, bytes out, line by line, for the line formats. Strict UTF-8 (StrictUtf8Decoder: the same errors
 * with the same line numbers as every format; a leading BOM is written back out unchanged, ahead of
 * everything else), lines split at LF on the bytes, and each line decoded on its own.
 *
 * Why on the bytes rather than on the decoded chunk (as CSV and JSON do): every line reaches the engine as a
 * flat string of its own (one byte per character when it is ASCII) instead of a slice of a 64 KiB chunk,
 * which every character loop and regular expression of the engine reads faster; and a line the policies
 * leave unchanged is copied as its source bytes, not decoded and encoded again. The output is the same.
 *
 * Memory: one input chunk and one line (the line formats bound it with `maxPartial`).
 */
export function createLineTransform(processor: LineProcessor): Transform {
  const decoder = new StrictUtf8Decoder();
  let bomWritten = false;
  /** Bytes of the line not yet ended, in input order (copies, so they never pin or alias an input chunk). */
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** UTF-16 length of `pending[0, counted)`: counted only once the pending bytes exceed `maxPartial`. */
  let pendingUnits = 0;
  let counted = 0;
  const clearPending = () => {
    pending = [];
    pendingBytes = 0;
    pendingUnits = 0;
    counted = 0;
  };

  const process = (bytes: Buffer, out: Buffer[]): void => {
    if (!bomWritten && decoder.bom) {
      bomWritten = true;
      out.push(BOM_BYTES);
    }
    let start = 0; // where the next line starts in `bytes`
    let copyFrom = 0; // bytes[copyFrom, start) are unchanged lines, not yet in `out`
    let changed = ''; // the output of the changed lines right before `start`, not yet in `out` (encoded at once)
    for (let nl = bytes.indexOf(LF, start); nl !== -1; nl = bytes.indexOf(LF, start)) {
      if (pendingBytes > 0) {
        // The line began in an earlier chunk; nothing of this chunk is in `out` yet (copyFrom = start = 0).
        const lineBytes = Buffer.concat([...pending, bytes.subarray(0, nl)]);
        clearPending();
        const text = lineBytes.toString('utf8');
        const result = processor.line(text);
        if (result === text) {
          out.push(lineBytes);
          copyFrom = nl; // the LF is copied with what follows
        } else {
          changed = `${result}\n`;
          copyFrom = nl + 1;
        }
        start = nl + 1;
        continue;
      }
      const text = bytes.toString('utf8', start, nl);
      const result = processor.line(text);
      if (result !== text) {
        if (copyFrom < start) out.push(bytes.subarray(copyFrom, start));
        changed += `${result}\n`;
        copyFrom = nl + 1;
      } else if (changed.length > 0) {
        out.push(Buffer.from(changed, 'utf8'));
        changed = '';
      }
      start = nl + 1;
    }
    // At most one of the two is pending: a changed line empties the range, an unchanged one the text.
    if (changed.length > 0) out.push(Buffer.from(changed, 'utf8'));
    if (copyFrom < start) out.push(bytes.subarray(copyFrom, start));
    if (start < bytes.length) {
      const rest = Buffer.from(bytes.subarray(start)); // copied: see `pending`
      pending.push(rest);
      pendingBytes += rest.length;
      // A UTF-8 byte is at most one UTF-16 code unit: the line can only be too long when its bytes are; then
      // its code units are counted (each piece once), and it is decoded only when they are too many.
      if (pendingBytes > processor.maxPartial) {
        for (; counted < pending.length; counted++) pendingUnits += utf16Length(pending[counted]!);
        if (pendingUnits > processor.maxPartial) {
          const { out: head, rest: tail } = processor.overflow(Buffer.concat(pending).toString('utf8'));
          if (head.length > 0) out.push(Buffer.from(head, 'utf8'));
          const restBytes = Buffer.from(tail, 'utf8'); // cut at a code point: the same bytes as the source
          clearPending();
          if (restBytes.length > 0) {
            pending.push(restBytes);
            pendingBytes = restBytes.length;
          }
        }
      }
    }
  };

  const finish = (out: Buffer[]): void => {
    if (pendingBytes === 0) return;
    const lineBytes = Buffer.concat(pending);
    clearPending();
    const text = lineBytes.toString('utf8');
    const result = processor.line(text);
    out.push(result === text ? lineBytes : Buffer.from(result, 'utf8'));
  };

  const emit = (out: Buffer[]): Buffer | undefined =>
    out.length === 0 ? undefined : out.length === 1 ? out[0] : Buffer.concat(out);

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const out: Buffer[] = [];
      try {
        process(decoder.check(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk), out);
      } catch (err) {
        callback(err as Error);
        return;
      }
      callback(null, emit(out));
    },
    flush(callback) {
      const out: Buffer[] = [];
      try {
        process(decoder.checkEnd(), out);
        finish(out);
      } catch (err) {
        callback(err as Error);
        return;
      }
      callback(null, emit(out));
    },
  });
}

/** UTF-16 length of valid UTF-8 bytes: one unit per sequence, two for a 4-byte one (an astral code point). */
function utf16Length(b: Buffer): number {
  let units = 0;
  for (let i = 0; i < b.length; i++) {
    const x = b[i]!;
    if ((x & 0xc0) !== 0x80) units += x >= 0xf0 ? 2 : 1;
  }
  return units;
}
