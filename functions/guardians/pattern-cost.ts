/**
 * What an operator's patterns may cost. Matching with RE2 semantics is linear in the text, but the constant
 * depends on the pattern: a pattern whose matches are found by re2js's NFA can take milliseconds per KB. `guardian
 * apply` measures every pattern of a document on adversarial probe texts and refuses one whose worst case exceeds
 * PATTERN_COST_LIMIT_MS_PER_MIB; at run time a call also stops at its deadline (functions/guard/guard.ts).
 */
import { compileUserPattern, type UserPattern } from '../engine/user-pattern';
import type { GuardianIssue } from './errors';
import type { GuardianDocument } from './schema';

/**
 * A pattern may cost at most this many milliseconds per MiB of text in its worst case (about 400 KB/s): one
 * pattern alone then stays within the inline call's 5 s analysis budget for the default 1 MiB body limit.
 */
export const PATTERN_COST_LIMIT_MS_PER_MIB = 2_500;

/**
 * Timings depend on the machine and its load, so the limit also scales with a typical case-insensitive rule measured
 * on the same probes just before: a pattern is refused only when it is over PATTERN_COST_LIMIT_MS_PER_MIB and over
 * this many times the reference (which costs about 400 ms per MiB on an idle core).
 */
export const REFERENCE_FACTOR = 6;
const REFERENCE_PATTERN = '(?i)\\b(?:ticket|case)\\s*#?\\d+\\b';

/** Probe text length: long enough that per-call overheads vanish, short enough that `apply` stays quick. */
const PROBE_LENGTH = 16 * 1024;

/** Texts that make a pattern work hard: long runs of one class, every ASCII symbol, mixed scripts. */
function probes(): string[] {
  let seed = 0x2545f491;
  const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0);
  const from = (alphabet: string) => {
    const chars = Array.from(alphabet);
    let out = '';
    while (out.length < PROBE_LENGTH) out += chars[next() % chars.length];
    return out.slice(0, PROBE_LENGTH);
  };
  const symbols = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  return [
    'a'.repeat(PROBE_LENGTH),
    from('abcdefghijklmnopqrstuvwxyz'),
    from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    from('0123456789 -.'),
    from(symbols),
    from('the quick brown fox Jumps over 42 lazy dogs, EMP-7 and 김민수 님 '),
  ];
}

/**
 * The worst cost of `run` over the probes, in ms per MiB, after a warm-up. A probe that looks costly is run again
 * and its cheaper run kept, so a pause of the machine does not fail a pattern.
 */
function worstCost(run: (text: string) => unknown, now: () => number, limit: number): number {
  run('warm-up text 123 ABC');
  const cost = (probe: string) => {
    const t0 = now();
    run(probe);
    return ((now() - t0) * 1024 * 1024) / (probe.length * 2);
  };
  let worst = 0;
  for (const probe of probes()) {
    let c = cost(probe);
    if (c > limit / 2) c = Math.min(c, cost(probe));
    worst = Math.max(worst, c);
  }
  return worst;
}

export interface PatternCost {
  /** Where the pattern is in the document. */
  readonly path: string;
  /** Measured worst case, ms per MiB of UTF-16 text. */
  readonly msPerMiB: number;
}

export interface PatternCosts {
  readonly costs: readonly PatternCost[];
  /** The limit on this machine now: PATTERN_COST_LIMIT_MS_PER_MIB, or REFERENCE_FACTOR × the reference if higher. */
  readonly limitMsPerMiB: number;
}

/** Every operator pattern of the document with its measured worst case (patterns that do not compile are left out). */
export function measurePatternCosts(doc: GuardianDocument, now: () => number): PatternCosts {
  const reference = compileUserPattern(REFERENCE_PATTERN);
  const limitMsPerMiB = Math.max(PATTERN_COST_LIMIT_MS_PER_MIB, REFERENCE_FACTOR * worstCost((t) => reference.scanAll(t), now, 0));
  const costs: PatternCost[] = [];
  const measure = (path: string, source: string, caseInsensitive: boolean, use: (p: UserPattern, text: string) => unknown) => {
    let pattern: UserPattern;
    try {
      pattern = compileUserPattern(source, { caseInsensitive });
    } catch {
      return; // compileGuardian reports it
    }
    costs.push({ path, msPerMiB: worstCost((text) => use(pattern, text), now, limitMsPerMiB) });
  };
  doc.policies.forEach((policy, i) => {
    if (policy.type !== 'PII') return;
    policy.customRules.forEach((rule, j) =>
      // The scan without its "any match?" pre-test: the cost on a text that holds one match.
      measure(`policies[${i}].customRules[${j}].pattern`, rule.pattern, rule.caseInsensitive, (p, t) => p.scanAll(t)),
    );
    (policy.allowPatterns ?? []).forEach((source, j) =>
      measure(`policies[${i}].allowPatterns[${j}]`, source, false, (p, t) => p.matchesWhole(t)),
    );
  });
  for (const [name, decl] of Object.entries(doc.processTypes)) {
    if (!('policyRequired' in decl) || decl.evaluator.type !== 'rules') continue;
    decl.evaluator.rules.forEach((rule, i) =>
      rule.patterns.forEach((source, j) =>
        measure(`processTypes.${name}.evaluator.rules[${i}].patterns[${j}]`, source, true, (p, t) => p.test(t)),
      ),
    );
  }
  return { costs, limitMsPerMiB };
}

/** The patterns over the limit, as validation issues naming the pattern and its cost. */
export function patternCostIssues({ costs, limitMsPerMiB }: PatternCosts): GuardianIssue[] {
  return costs
    .filter((c) => c.msPerMiB > limitMsPerMiB)
    .map((c) => ({
      path: c.path,
      message:
        `costs about ${Math.round(c.msPerMiB)} ms per MiB of text in its worst case, over the limit of ${Math.round(limitMsPerMiB)} ms: ` +
        'bound its repetitions, start it with a literal, or split it into simpler rules',
    }));
}
