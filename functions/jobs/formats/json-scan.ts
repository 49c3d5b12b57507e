/**
 * A strict JSON (RFC 8259) scanner that rewrites string values and object keys in place and copies everything
 * else — numbers, literals, whitespace, order — byte for byte (numbers are never parsed, so `12345678901234567890`
 * and `1e400` stay as written).
 *
 * Hand-written rather than `jsonc-parser`: that scanner is lenient by design (comments, trailing commas) and
 * needs a grammar on top anyway; its token kinds are ambient `const enum`s, which `isolatedModules` cannot
 * read; and its UMD entry point is not followed by esbuild when bundling (microsoft/node-jsonc-parser#57),
 * which the Lambda bundle would hit. The grammar below is iterative with an explicit stack, so nesting depth
 * costs heap, not call stack; it is capped at MAX_JSON_DEPTH all the same.
 */

import { UniqueNames } from './unique-name';

/** Deepest nesting of arrays and objects accepted. */
export const MAX_JSON_DEPTH = 512;

/** A syntax error at a UTF-16 offset of the scanned text; `reason` is a fixed phrase, never content. */
export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

// What the grammar expects next.
const VALUE = 0; // a value (document start, after `:`, after `,` in an array)
const VALUE_OR_CLOSE_ARRAY = 1; // after `[`
const KEY = 2; // after `,` in an object
const KEY_OR_CLOSE_OBJECT = 3; // after `{`
const COLON = 4; // after a key
const COMMA_OR_CLOSE = 5; // after a value inside a container
const END = 6; // after the top-level value

const OBJECT = 0;
const ARRAY = 1;

// Runs of string characters that need no attention: anything but a quote, a backslash or a control char.
const PLAIN_STRING = /[^"\\\u0000-\u001f]*/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;
/** `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t` (RFC 8259 §7). */
const SIMPLE_ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);

/**
 * Scans one JSON text and returns it with every string value replaced by `mask(value)` and every object key by
 * `maskKey(key)`, re-encoded as JSON strings, wherever those return a different string; unchanged strings keep
 * their original token (escapes included). Throws JsonSyntaxError for anything that is not exactly one JSON
 * value surrounded by optional whitespace.
 *
 * A changed key must not collide with another key of its object (JSON.parse keeps only the last of duplicate
 * names: the other value would be lost). Its name is settled when the object closes, once all its keys are
 * known: the changed keys, in order, take `maskKey`'s text when no other key of the object has it yet, and
 * otherwise that text with the first free suffix `#2`, `#3`, … (see UniqueNames). Unchanged keys are never
 * renamed; duplicates already in the source stay as they are.
 */
export function maskJsonText(
  text: string,
  mask: (value: string) => string,
  maskKey: (key: string) => string = mask,
): string {
  const n = text.length;
  const stack: number[] = [];
  /** The open objects, innermost last (arrays have no frame). */
  const objects: ObjectFrame[] = [];
  /** Token offsets of the unchanged keys of the open objects (each frame owns those from its `keysFrom`). */
  const keptKeys: number[] = [];
  /** Finished output before `out`; only used once a key changed (its slot is filled when its object closes). */
  const pieces: string[] = [];
  let expect = VALUE;
  let pos = 0;
  let out = '';
  let copied = 0; // text before this offset is already in `out`
  let sawValue = false;

  const afterValue = () => {
    expect = stack.length === 0 ? END : COMMA_OR_CLOSE;
  };

  for (;;) {
    // Whitespace: space, tab, LF, CR only.
    let c = text.charCodeAt(pos);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = text.charCodeAt(++pos);
    if (pos >= n) {
      if (expect === END) break;
      if (!sawValue) throw new JsonSyntaxError(0, 'the document is empty');
      throw new JsonSyntaxError(pos, 'unexpected end of input');
    }
    const start = pos;
    switch (expect) {
      case END:
        throw new JsonSyntaxError(start, 'unexpected content after the JSON value');
      case COLON:
        if (c !== 0x3a) throw new JsonSyntaxError(start, "expected ':' after a property name");
        pos++;
        expect = VALUE;
        continue;
      case COMMA_OR_CLOSE:
        if (c === 0x2c) {
          pos++;
          expect = stack[stack.length - 1] === OBJECT ? KEY : VALUE;
        } else if (c === 0x7d && stack[stack.length - 1] === OBJECT) {
          pos++;
          stack.pop();
          closeObject(text, objects, keptKeys, pieces);
          afterValue();
        } else if (c === 0x5d && stack[stack.length - 1] === ARRAY) {
          pos++;
          stack.pop();
          afterValue();
        } else {
          throw new JsonSyntaxError(start, "expected ',' or the end of the array or object");
        }
        continue;
      case KEY_OR_CLOSE_OBJECT:
      case KEY: {
        if (c === 0x7d && expect === KEY_OR_CLOSE_OBJECT) {
          pos++;
          stack.pop();
          closeObject(text, objects, keptKeys, pieces);
          afterValue();
          continue;
        }
        if (c !== 0x22) throw new JsonSyntaxError(start, 'expected a property name in double quotes');
        const s = scanString(text, pos);
        const name = s.escaped ? (JSON.parse(text.slice(pos, s.end)) as string) : text.slice(pos + 1, s.end - 1);
        const masked = maskKey(name);
        if (masked === name) {
          keptKeys.push(pos);
        } else {
          pieces.push(out + text.slice(copied, pos));
          out = '';
          (objects[objects.length - 1]!.changed ??= []).push({ slot: pieces.length, name: masked });
          pieces.push(''); // the settled name, written when the object closes
          copied = s.end;
        }
        pos = s.end;
        expect = COLON;
        continue;
      }
      case VALUE_OR_CLOSE_ARRAY:
        if (c === 0x5d) {
          pos++;
          stack.pop();
          afterValue();
          continue;
        }
        break; // a value
      case VALUE:
        break;
    }

    // A value.
    sawValue = true;
    switch (c) {
      case 0x7b: // {
      case 0x5b: // [
        if (stack.length >= MAX_JSON_DEPTH) {
          throw new JsonSyntaxError(start, `nesting deeper than ${MAX_JSON_DEPTH} levels`);
        }
        stack.push(c === 0x7b ? OBJECT : ARRAY);
        if (c === 0x7b) objects.push({ keysFrom: keptKeys.length, changed: undefined });
        expect = c === 0x7b ? KEY_OR_CLOSE_OBJECT : VALUE_OR_CLOSE_ARRAY;
        pos++;
        continue;
      case 0x22: {
        const s = scanString(text, pos);
        const value = s.escaped ? (JSON.parse(text.slice(pos, s.end)) as string) : text.slice(pos + 1, s.end - 1);
        const masked = mask(value);
        if (masked !== value) {
          out += text.slice(copied, pos) + JSON.stringify(masked);
          copied = s.end;
        }
        pos = s.end;
        afterValue();
        continue;
      }
      case 0x74: // t
        pos = literal(text, pos, 'true');
        afterValue();
        continue;
      case 0x66: // f
        pos = literal(text, pos, 'false');
        afterValue();
        continue;
      case 0x6e: // n
        pos = literal(text, pos, 'null');
        afterValue();
        continue;
      default:
        NUMBER.lastIndex = pos;
        if ((c === 0x2d || (c >= 0x30 && c <= 0x39)) && NUMBER.test(text)) {
          pos = NUMBER.lastIndex;
          afterValue();
          continue;
        }
        throw new JsonSyntaxError(
          start,
          expect === VALUE_OR_CLOSE_ARRAY ? "expected a value or ']'" : 'expected a value',
        );
    }
  }
  if (pieces.length > 0) return pieces.join('') + out + text.slice(copied);
  return copied === 0 ? text : out + text.slice(copied);
}

interface ObjectFrame {
  /** Where this object's unchanged keys start in `keptKeys`. */
  readonly keysFrom: number;
  /** Its changed keys in order: the output slot each fills and the text `maskKey` gave it. */
  changed: { readonly slot: number; readonly name: string }[] | undefined;
}

/**
 * Leaves the innermost object: writes the final names of its changed keys into their slots (unique among all its
 * keys) and forgets its unchanged keys.
 */
function closeObject(text: string, objects: ObjectFrame[], keptKeys: number[], pieces: string[]): void {
  const frame = objects.pop()!;
  if (frame.changed) settleKeys(text, frame, keptKeys, pieces);
  keptKeys.length = frame.keysFrom;
}

function settleKeys(text: string, frame: ObjectFrame, keptKeys: readonly number[], pieces: string[]): void {
  const names = new UniqueNames();
  for (let i = frame.keysFrom; i < keptKeys.length; i++) {
    const at = keptKeys[i]!;
    const s = scanString(text, at);
    names.keep(s.escaped ? (JSON.parse(text.slice(at, s.end)) as string) : text.slice(at + 1, s.end - 1));
  }
  for (const { slot, name } of frame.changed!) pieces[slot] = JSON.stringify(names.claim(name));
}

function literal(text: string, pos: number, word: string): number {
  if (!text.startsWith(word, pos)) throw new JsonSyntaxError(pos, 'expected a value');
  return pos + word.length;
}

/** Scans the string token starting at the quote at `pos`; `end` is just past its closing quote. */
function scanString(text: string, pos: number): { end: number; escaped: boolean } {
  let i = pos + 1;
  let escaped = false;
  for (;;) {
    PLAIN_STRING.lastIndex = i;
    PLAIN_STRING.test(text);
    i = PLAIN_STRING.lastIndex;
    if (i >= text.length) throw new JsonSyntaxError(pos, 'a string never closed');
    const c = text.charCodeAt(i);
    if (c === 0x22) return { end: i + 1, escaped };
    if (c < 0x20) throw new JsonSyntaxError(i, 'a control character (line break, tab, …) inside a string');
    // A backslash.
    escaped = true;
    const e = text.charCodeAt(i + 1);
    if (e === 0x75) {
      HEX4.lastIndex = i + 2;
      if (!HEX4.test(text)) throw new JsonSyntaxError(i, 'an invalid \\u escape in a string');
      i += 6;
    } else if (SIMPLE_ESCAPES.has(e)) {
      i += 2;
    } else {
      throw new JsonSyntaxError(i, 'an invalid escape in a string');
    }
  }
}
