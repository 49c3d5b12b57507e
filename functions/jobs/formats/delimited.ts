import type { Transform } from 'node:stream';
import type { EntityMasking } from '../../engine/policies/types';
import { entityCellInspection, entityColumnMasking, inspectPart } from './parts';
import { UniqueNames } from './unique-name';
import { createDecodingTransform, type TextProcessor } from './stream';
import { FormatError, type FormatContext } from './types';

/** Longest record (all its raw cells, quotes included), in UTF-16 code units: bounds memory per record. */
export const MAX_RECORD_CHARS = 16 << 20;

/**
 * Delimited files (CSV, TSV): RFC 4180 records with the given delimiter.
 *
 * Hand-written tokenizer rather than a CSV library (csv-parse): the output must repeat the input byte for
 * byte wherever nothing was masked — each cell's raw text with its own quoting, mixed `\n` / `\r\n` / `\r`
 * record ends, ragged rows — and a parser hands back values, not raw text, so the bytes would have to be
 * reconstructed and could drift. The grammar is small; the tokenizer is a resumable state machine fed one
 * decoded piece at a time, so a record may be split anywhere (even between a CR and its LF).
 *
 * Grammar (RFC 4180, strict about quotes, lenient about row shape):
 * - a field is either unquoted (no quote, delimiter, CR or LF in it) or quoted (`"…"`, a quote inside
 *   written `""`, delimiters and line breaks allowed); a quote inside an unquoted field, a character other
 *   than a delimiter or line break after a closing quote, and a quote never closed are MALFORMED_CONTENT
 *   with the physical line (counted by LF) where the record starts;
 * - a record ends at LF, CRLF or a lone CR (kept as they are); rows may have any number of cells;
 * - the first record is the header, naming the columns for `skipColumns` (copied unchanged, not inspected) and
 *   `entityColumns` (every non-blank cell masked whole); names match exactly (case and spaces count), as written
 *   in the source. Its cells are inspected too (a file may name columns after people or addresses), except those
 *   naming a skip or entity column. Cells beyond the header's width are inspected.
 *
 * An unchanged cell is copied raw; a changed cell is written quoted when it was quoted or when its new value
 * needs quoting (delimiter, quote, CR or LF in it).
 *
 * TSV uses the same grammar with a tab (the "excel-tab" dialect): a TSV whose fields hold literal quotes
 * (e.g. `5" screen`) is therefore rejected as malformed rather than guessed at.
 */
export function createDelimitedTransform(delimiter: ',' | '\t', ctx: FormatContext): Transform {
  return createDecodingTransform(new DelimitedRecords(delimiter, ctx));
}

interface Cell {
  readonly raw: string;
  readonly quoted: boolean;
}

/** A cell's text: its raw text without the enclosing quotes, `""` read as `"`. */
const cellValue = (cell: Cell): string => (cell.quoted ? cell.raw.slice(1, -1).replaceAll('""', '"') : cell.raw);

type ColumnMode =
  | { readonly kind: 'inspect' }
  | { readonly kind: 'skip' }
  | { readonly kind: 'entity'; readonly entity: string; readonly masking: EntityMasking };
const INSPECT: ColumnMode = { kind: 'inspect' };
const SKIP: ColumnMode = { kind: 'skip' };

// Tokenizer states.
const FIELD_START = 0; // at the start of a field (nothing of it read yet)
const UNQUOTED = 1; // inside an unquoted field
const QUOTED = 2; // inside a quoted field
const QUOTE_IN_QUOTED = 3; // read a quote inside a quoted field: either `""` or the closing quote
const AFTER_CR = 4; // the record ended with a CR; an LF may follow and belong to it
type State = typeof FIELD_START | typeof UNQUOTED | typeof QUOTED | typeof QUOTE_IN_QUOTED | typeof AFTER_CR;

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

class DelimitedRecords implements TextProcessor {
  private readonly delim: number;
  private state: State = FIELD_START;
  /** Completed cells of the current record. */
  private cells: Cell[] = [];
  private cellsLength = 0;
  /** Raw pieces of the current field read from earlier input pieces. */
  private parts: string[] = [];
  private partsLength = 0;
  private fieldQuoted = false;
  /** Physical line (1-based, counted by LF) of the next character, and where the current record started. */
  private line = 1;
  private recordLine = 1;
  private columns: ColumnMode[] | undefined;
  /** A run of characters with no meaning inside an unquoted field. */
  private readonly plain: RegExp;

  constructor(
    private readonly delimiter: ',' | '\t',
    private readonly ctx: FormatContext,
  ) {
    this.delim = delimiter.charCodeAt(0);
    this.plain = new RegExp(`[^${delimiter === ',' ? ',' : '\\t'}"\\r\\n]*`, 'y');
  }

  /**
   * A delimiter, LF or CR right after a field (quoted or not): ends the field and moves the state on; an LF also
   * ends the record, whose output is returned. The field's raw text is `text.slice(segStart, i)`.
   */
  private separator(c: number, text: string, segStart: number, i: number): string {
    this.endField(text, segStart, i);
    if (c === CR) {
      this.state = AFTER_CR;
      return '';
    }
    let out = '';
    if (c === LF) {
      this.line++;
      out = this.endRecord('\n');
    }
    this.state = FIELD_START;
    return out;
  }

  write(text: string): string {
    let out = '';
    const delim = this.delim;
    let segStart = 0; // where the current field's raw text starts in `text`
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.state === FIELD_START) {
        if (c === QUOTE) {
          this.fieldQuoted = true;
          this.state = QUOTED;
          continue;
        }
        this.fieldQuoted = false;
        this.state = UNQUOTED; // the character is the field's first
      }
      switch (this.state) {
        case UNQUOTED:
          if (c !== delim && c !== LF && c !== CR && c !== QUOTE) {
            // Fast path: skip the run of ordinary characters.
            this.plain.lastIndex = i;
            this.plain.test(text);
            i = this.plain.lastIndex - 1;
          } else if (c === QUOTE) {
            throw this.malformed('a quote inside an unquoted field');
          } else {
            out += this.separator(c, text, segStart, i);
            segStart = i + 1;
          }
          break;
        case QUOTED: {
          // Fast path: skip to the next quote, counting the line breaks on the way.
          const q = text.indexOf('"', i);
          const stop = q === -1 ? text.length : q;
          for (let nl = text.indexOf('\n', i); nl !== -1 && nl < stop; nl = text.indexOf('\n', nl + 1)) this.line++;
          i = stop;
          if (q !== -1) this.state = QUOTE_IN_QUOTED;
          break;
        }
        case QUOTE_IN_QUOTED:
          if (c === QUOTE) {
            this.state = QUOTED;
          } else if (c === delim || c === LF || c === CR) {
            out += this.separator(c, text, segStart, i);
            segStart = i + 1;
          } else {
            throw this.malformed('a character after the closing quote of a field');
          }
          break;
        case AFTER_CR:
          this.state = FIELD_START;
          if (c === LF) {
            this.line++;
            out += this.endRecord('\r\n');
            segStart = i + 1;
          } else {
            out += this.endRecord('\r');
            segStart = i;
            i--; // the character starts the next record
          }
          break;
      }
    }
    if (segStart < text.length) {
      const rest = text.slice(segStart);
      this.parts.push(rest);
      this.partsLength += rest.length;
      if (this.cellsLength + this.partsLength > MAX_RECORD_CHARS) {
        throw this.malformed(`a record longer than ${MAX_RECORD_CHARS} characters (an unclosed quote?)`);
      }
    }
    return out;
  }

  end(): string {
    switch (this.state) {
      case FIELD_START:
        // Nothing read since the last record end: done. After a delimiter: the record's last field is empty.
        if (this.cells.length === 0) return '';
        this.endField('', 0, 0);
        return this.endRecord('');
      case UNQUOTED:
      case QUOTE_IN_QUOTED:
        this.endField('', 0, 0);
        return this.endRecord('');
      case QUOTED:
        throw this.malformed('a quoted field never closed');
      case AFTER_CR:
        this.state = FIELD_START;
        return this.endRecord('\r');
    }
  }

  private endField(text: string, from: number, to: number): void {
    let raw = text.slice(from, to);
    if (this.parts.length > 0) {
      raw = this.parts.join('') + raw;
      this.parts = [];
      this.partsLength = 0;
    }
    this.cells.push({ raw, quoted: this.fieldQuoted });
    this.cellsLength += raw.length;
    this.fieldQuoted = false;
    if (this.cellsLength > MAX_RECORD_CHARS) {
      throw this.malformed(`a record longer than ${MAX_RECORD_CHARS} characters (an unclosed quote?)`);
    }
  }

  private endRecord(terminator: string): string {
    const cells = this.cells;
    this.cells = [];
    this.cellsLength = 0;
    this.recordLine = this.line;
    let out: string;
    if (this.columns === undefined) {
      this.columns = this.columnModes(cells);
      out = this.header(cells);
    } else {
      out = '';
      for (let i = 0; i < cells.length; i++) {
        if (i > 0) out += this.delimiter;
        out += this.cell(cells[i]!, this.columns[i] ?? INSPECT);
      }
    }
    return out + terminator;
  }

  private cell(cell: Cell, mode: ColumnMode): string {
    if (mode.kind === 'skip') return cell.raw;
    const value = cellValue(cell);
    let masked: string;
    if (mode.kind === 'entity') {
      if (value.trim().length === 0) return cell.raw;
      const inspection = entityCellInspection(mode.entity, value, mode.masking, this.ctx.masking);
      this.ctx.results.add(inspection);
      masked = inspection.processedContent;
    } else {
      masked = inspectPart(value, this.ctx);
      if (masked === value) return cell.raw;
    }
    return cell.quoted || this.needsQuotes(masked) ? `"${masked.replaceAll('"', '""')}"` : masked;
  }

  /**
   * The header row: each cell is inspected like any cell, except those naming a `skipColumns` or `entityColumns`
   * column (the Guardian's own words, copied unchanged). A masked name is made unique in the row (`#2`, `#3`, …
   * as for JSON keys) so that the columns stay told apart by name.
   */
  private header(cells: readonly Cell[]): string {
    const names = cells.map(cellValue);
    const masked = names.map((name, i) => (this.columns![i] === INSPECT ? inspectPart(name, this.ctx) : name));
    const unique = new UniqueNames();
    for (let i = 0; i < names.length; i++) if (masked[i] === names[i]) unique.keep(names[i]!);
    let out = '';
    for (let i = 0; i < cells.length; i++) {
      if (i > 0) out += this.delimiter;
      const cell = cells[i]!;
      if (masked[i] === names[i]) {
        out += cell.raw;
        continue;
      }
      const name = unique.claim(masked[i]!);
      out += cell.quoted || this.needsQuotes(name) ? `"${name.replaceAll('"', '""')}"` : name;
    }
    return out;
  }

  private needsQuotes(value: string): boolean {
    return value.includes(this.delimiter) || value.includes('"') || value.includes('\n') || value.includes('\r');
  }

  private columnModes(header: readonly Cell[]): ColumnMode[] {
    const skip = new Set(this.ctx.delimited.skipColumns);
    const entities = new Map(Object.entries(this.ctx.delimited.entityColumns));
    return header.map((c) => {
      const name = cellValue(c);
      if (skip.has(name)) return SKIP;
      const entity = entities.get(name);
      return entity === undefined ? INSPECT : { kind: 'entity', entity, masking: entityColumnMasking(entity, this.ctx.policies) };
    });
  }

  private malformed(reason: string): FormatError {
    const line = this.recordLine;
    const format = this.delimiter === ',' ? 'CSV' : 'TSV';
    return new FormatError(
      'MALFORMED_CONTENT',
      `Malformed ${format}: ${reason}, in the record starting at line ${line}`,
      { line },
    );
  }
}
