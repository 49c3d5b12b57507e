import { basename } from 'node:path';
import YAML, { isMap, LineCounter, type Document } from 'yaml';
import { compileGuardian } from '../guardians/compile';
import { parseGuardian } from '../guardians/parse';
import { GuardianValidationError, type GuardianIssue } from '../guardians/errors';
import { measurePatternCosts, patternCostIssues } from '../guardians/pattern-cost';
import type { GuardianDocument } from '../guardians/schema';
import { CliError, type CliIo } from './io';
import { readUserFile } from './target';

/**
 * Reads a Guardian document (YAML, or JSON — a subset of YAML) and validates it strictly, including the
 * compilation checks (RE2 patterns, entity names) and the cost of every operator pattern on adversarial probe
 * texts (functions/guardians/pattern-cost.ts). Every problem is reported as
 * `FILE: PATH (line N): MESSAGE`, where MESSAGE says how to fix it.
 */
export async function loadGuardianFile(io: CliIo, path: string): Promise<GuardianDocument> {
  const text = await readUserFile(io, path);
  const lines = new LineCounter();
  const doc = YAML.parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const name = basename(path);
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    const { line } = lines.linePos(e.pos[0]);
    throw new CliError(`${name}: line ${line}: not valid YAML or JSON (${e.code.toLowerCase().replace(/_/g, ' ')})`);
  }
  const input: unknown = doc.toJS();
  try {
    const parsed = parseGuardian(input);
    compileGuardian(parsed, 0, io.catalog);
    const costly = patternCostIssues(measurePatternCosts(parsed, () => performance.now()));
    if (costly.length > 0) throw new GuardianValidationError(costly);
    return parsed;
  } catch (err) {
    if (!(err instanceof GuardianValidationError)) throw err;
    throw new CliError(err.issues.map((issue) => formatIssue(name, issue, doc, lines)).join('\n'));
  }
}

function formatIssue(file: string, issue: GuardianIssue, doc: Document, lines: LineCounter): string {
  const line = lineOf(issue.path, doc, lines);
  return `${file}: ${issue.path || '(document)'}${line ? ` (line ${line})` : ''}: ${issue.message}`;
}

/** The line of the node at a formatted path (`policies[0].customRules[1].pattern`), or of its nearest parent. */
function lineOf(path: string, doc: Document, lines: LineCounter): number | undefined {
  const segments = path === '' ? [] : [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]!));
  for (let n = segments.length; n > 0; n--) {
    const parent = n > 1 ? doc.getIn(segments.slice(0, n - 1), true) : doc.contents;
    const last = segments[n - 1];
    // Point at the key when the key itself is the problem (unknown or bad keys), else at the value.
    if (isMap(parent)) {
      const pair = parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === last);
      const range = (pair?.key as { range?: [number, number, number] } | undefined)?.range;
      if (range) return lines.linePos(range[0]).line;
    }
    const node = doc.getIn(segments.slice(0, n), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return lines.linePos(node.range[0]).line;
  }
  return undefined;
}
