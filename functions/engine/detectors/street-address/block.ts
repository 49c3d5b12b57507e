import type { Candidate } from '../types';
import { extend } from './tails';
import { CA_POSTCODE, CONTINENTAL_POSTCODE, IE_EIRCODE, PLACE_NAME, SIGN_OFF, UK_POSTCODE } from './words';

/**
 * Addresses laid out as a block of lines. Standing alone (`standsAlone`: `20789 Allika 46\n Suite 501\n Riisa\n\n
 * Estonia 62488`) a block is reported one component per line — street, unit, locality, postcode — so masking keeps
 * the layout; a number in front of a street line that has its own house number is a separate component (a
 * postcode): `66029 138 Consul Place`. A US-style block (a `CITY, ST 12345` or `APO AE 09012` line) and a block
 * right under other lines (a letterhead, an `Address:` label) are one span, from the street line to the last
 * address line.
 */

/** Bullets, quote marks and indentation that may start a line of an address block (`??? `, `> `, `- `). */
const LINE_LEAD = /^[ \t>*•?\-–]{0,6}/u;
/** At most this many characters of bullets or indentation before a street line. */
const MAX_LINE_LEAD = 6;

/**
 * Where the line holding `at` starts, when only bullets or indentation (at most MAX_LINE_LEAD characters) stand
 * between the previous line break (or the text start) and `at`; -1 otherwise.
 */
export function lineStartOf(text: string, at: number): number {
  const from = text.lastIndexOf('\n', at - 1) + 1;
  return at - from <= MAX_LINE_LEAD && /^[ \t>*•?\-–]*$/u.test(text.slice(from, at)) ? from : -1;
}

/** The block opens the text or follows a blank line, or its lines carry a list marker. */
export function standsAlone(text: string, lineStart: number, at: number): boolean {
  return lineStart === 0 || /\n[ \t]*\n$/u.test(text.slice(Math.max(0, lineStart - 8), lineStart)) || /[^ \t]/u.test(text.slice(lineStart, at));
}

const UNIT_LINE = /^(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Flat|#) ?[0-9]{1,5}[A-Za-z]?$/u;
/**
 * A locality, with a state (`NB`, Australian `QLD`) and a postcode (US, Australian, Canadian); a Scandinavian postal
 * district letter may close it (`KØBENHAVN K`).
 */
const PLACE_LINE = new RegExp(`^(${PLACE_NAME})(?:,? ([A-Z]{2,3}))?(?:,? ([0-9]{4,5}(?:-[0-9]{4})?|${CA_POSTCODE}))?$`, 'u');
/** A postcode alone on its line: US or continental digits, or a British, Irish or Canadian postcode. */
const POSTCODE_LINE = new RegExp(`^(?:[0-9]{4,5}(?:-[0-9]{4})?|${UK_POSTCODE}|${IE_EIRCODE}|${CA_POSTCODE})$`, 'u');
/** A continental postcode and its town: `10115 Berlin`, `1100-048 Lisboa`, `00-590 Warszawa`, `111 51 Stockholm`. */
const POSTCODE_TOWN_LINE = new RegExp(`^(${CONTINENTAL_POSTCODE}) (${PLACE_NAME})$`, 'u');
/** A region or state code on a line of its own, after a comma (`, QC`): part of the block, no component. */
const REGION_LINE = /^,[ \t]*[A-Za-z]{1,3}$/u;
const BLOCK_STOP = new RegExp(`^(?:${SIGN_OFF}|Website)\\b`, 'u');
const MAX_BLOCK_LINES = 6;
/** A line longer than this is prose, not an address line. */
const MAX_LINE = 60;

/**
 * The spans of the address whose street line is `[start, end)` (found by `name` with `score`), with the lines
 * under it; `perLine`: the block stands alone (`standsAlone`), so each line is its own component.
 */
export function blockComponents(text: string, start: number, end: number, score: number, name: string, perLine: boolean): Candidate[] {
  const component = (from: number, to: number): Candidate => ({ start: from, end: to, score, pattern: `${name}-block` });
  const lines: Candidate[] = [];
  let last = end;
  let usStyle = false;
  let blank = 0;
  let counted = 0;
  for (let lineStart = text.indexOf('\n', end); lineStart >= 0 && counted < MAX_BLOCK_LINES; ) {
    const next = text.indexOf('\n', lineStart + 1);
    const lineEnd = next < 0 ? text.length : next;
    const raw = text.slice(lineStart + 1, lineEnd);
    lineStart = next;
    const lead = LINE_LEAD.exec(raw)![0].length;
    const line = raw.slice(lead).replace(/[ \t.]+$/u, '');
    const at = lineEnd - raw.length + lead;
    if (line.length === 0) {
      if (++blank > 1) break;
      continue;
    }
    if (BLOCK_STOP.test(line) || line.length > MAX_LINE) break;
    counted++;
    if (UNIT_LINE.test(line) || POSTCODE_LINE.test(line)) {
      lines.push(component(at, at + line.length));
      last = at + line.length;
      continue;
    }
    // Kept only when an address line follows it.
    if (REGION_LINE.test(line)) continue;
    const pt = POSTCODE_TOWN_LINE.exec(line);
    if (pt) {
      lines.push(component(at, at + pt[1]!.length), component(at + pt[1]!.length + 1, at + line.length));
      last = at + line.length;
      continue;
    }
    const m = PLACE_LINE.exec(line);
    if (!m) break;
    const [, place, state, postcode] = m as unknown as [string, string, string | undefined, string | undefined];
    if (state && postcode) usStyle = true;
    lines.push(component(at, at + place.length));
    last = at + place.length;
    if (postcode) {
      const z = at + line.lastIndexOf(postcode);
      lines.push(component(z, z + postcode.length));
      last = z + postcode.length;
    }
  }
  const streetEnd = extend(text, end, true);
  if (lines.length === 0) return [{ start, end: streetEnd, score, pattern: name }];
  if (!perLine || usStyle) return [{ start, end: Math.max(last, streetEnd), score, pattern: name }];
  // Street line: a leading postcode before a line that has its own house number is its own component.
  const first = /^([0-9]{3,6}) (?=\S*[\p{L}0-9])(?=.*[0-9])/u.exec(text.slice(start, end));
  if (first && /[0-9]/.test(text.slice(start + first[0].length, end))) {
    return [component(start, start + first[1]!.length), component(start + first[0].length, streetEnd), ...lines];
  }
  return [{ start, end: streetEnd, score, pattern: name }, ...lines];
}
