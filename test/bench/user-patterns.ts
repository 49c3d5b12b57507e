import { testCatalog } from '../helpers/catalog';
/**
 * Operator-supplied patterns (custom rules) per regex engine, side by side (`BENCH_ONLY=user-patterns`, a section
 * of `npm run bench` run in its own process):
 *
 * - compile time per pattern (CPU time, the mean over the 100 rules, after one untimed pass);
 * - 100 custom rules on 2,000-character prompts: the CPU time to find every match of all 100 rules in one
 *   prompt, p50/p99 over the prompts (one core, after a warm-up pass);
 * - batch throughput with 10 custom rules: MB (10^6 bytes of UTF-8) of one-prompt-per-line text per CPU second;
 * - the same two figures end to end, for the production engine only: a PII policy compiled by `compilePiiPolicy`
 *   with those rules (its literal prefilter and findings included) through `inspectText`, alone and added to the
 *   full default catalog.
 *
 * Engines: the production path (`compileUserPattern`: a V8 RegExp for the simple subset, re2js otherwise), re2js
 * for every rule (`compileRe2js`, the reference), and the native `re2` addon — for every rule, and behind the
 * same V8 subset — when it can be required. It is not a dependency of the project: to include it, install it
 * anywhere and run the bench with `NODE_PATH` pointing at that `node_modules` (e.g.
 * `npm install --prefix /tmp/re2native re2@1.24.0 && NODE_PATH=/tmp/re2native/node_modules npm run bench`).
 *
 * The rules: 100 operator rules from 20 templates (employee ids, ticket numbers, project code names with
 * alternation, account numbers with context, case-insensitive rules, hostnames, anchored classification
 * headers, …), 5 variants each, interleaved so that the first 10 hold one of each of 10 templates. The prompts:
 * seeded, built from the catalog generator's prompts (varied lengths, planted PII, one in ten Korean) and
 * operator sentences carrying values some of the rules match.
 */
import { inspectText } from '../../functions/engine/inspect';
import { compilePiiPolicy } from '../../functions/engine/policies/pii';
import type { CompiledPolicy } from '../../functions/engine/policies/types';
import { compileRe2js, compileUserPattern, type UserPattern } from '../../functions/engine/user-pattern';
import { simplePatternSource } from '../../functions/engine/user-pattern/simple-subset';
import { makePlantedPrompt, seededRandom } from './prompts';

// ---------------------------------------------------------------------------------------------------------
// The native addon, optional: the minimal surface used here (it ships its own types, but is not installed).
// ---------------------------------------------------------------------------------------------------------

interface NativeRe2 {
  lastIndex: number;
  exec(input: string | Buffer): { index: number; 0: string | Buffer } | null;
}
type NativeRe2Constructor = new (source: string, flags: string) => NativeRe2;

function loadNativeRe2(): { ctor: NativeRe2Constructor; version: string } | undefined {
  try {
    // Resolved at run time (NODE_PATH): the bench bundle keeps packages external.
    const ctor = require('re2') as NativeRe2Constructor;
    let version = '?';
    try {
      version = (require('re2/package.json') as { version: string }).version;
    } catch {
      // the version is only printed
    }
    return { ctor, version };
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The rule set
// ---------------------------------------------------------------------------------------------------------

export interface BenchRule {
  readonly name: string;
  readonly pattern: string;
  readonly caseInsensitive: boolean;
  readonly context: readonly string[];
  /** A sentence holding a value the rule matches. */
  readonly sentence: (r: () => number) => string;
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const digits = (r: () => number, n: number): string => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
const int = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const upper = (r: () => number, n: number): string =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(r() * 26))).join('');
const alnum = (r: () => number, n: number): string =>
  Array.from({ length: n }, () => pick(r, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'.split(''))).join('');

type Template = (k: number) => BenchRule;

/** Five variants per template (k = 0…4); each returns the rule and a sentence generator for its values. */
const TEMPLATES: readonly Template[] = [
  (k) => {
    const p = ['EMP', 'E', 'STF', 'ASSOC', 'WRK'][k]!;
    return {
      name: `employee-id-${p.toLowerCase()}`,
      pattern: `${p}-[0-9]{6}`,
      caseInsensitive: false,
      context: ['employee', 'staff'],
      sentence: (r) => pick(r, [`Employee ${p}-${digits(r, 6)} asked about the leave policy.`, `Reassign the laptop of ${p}-${digits(r, 6)} before Monday.`]),
    };
  },
  (k) => {
    const sets = [['INC', 'CHG', 'PRB'], ['RITM', 'REQ', 'TASK'], ['SR', 'CR'], ['INC', 'RITM'], ['CASE', 'DEF', 'BUG']];
    const s = sets[k]!;
    return {
      name: `ticket-${k}`,
      pattern: `(?:${s.join('|')})[0-9]{7}`,
      caseInsensitive: false,
      context: ['ticket', 'incident', 'request'],
      sentence: (r) => `Ticket ${pick(r, s)}${digits(r, 7)} was escalated to the on-call engineer.`,
    };
  },
  (k) => {
    const sets = [['PAY', 'OPS', 'SEC'], ['DATA', 'WEB', 'APP'], ['CORE', 'INFRA'], ['MOB', 'IOS', 'AND'], ['FIN', 'HR', 'LEGAL']];
    const s = sets[k]!;
    return {
      name: `jira-key-${k}`,
      pattern: `\\b(?:${s.join('|')})-[0-9]{1,6}\\b`,
      caseInsensitive: false,
      context: [],
      sentence: (r) => pick(r, [`The fix for ${pick(r, s)}-${int(r, 1, 99999)} is in review.`, `Can you link ${pick(r, s)}-${int(r, 1, 9999)} to the release notes?`]),
    };
  },
  (k) => {
    const sets = [
      ['falcon', 'nightjar', 'bluebird', 'kestrel', 'osprey'],
      ['atlas', 'hermes', 'apollo', 'artemis'],
      ['granite', 'basalt', 'obsidian', 'quartz', 'marble', 'slate'],
      ['aurora', 'zephyr', 'monsoon'],
      ['cobalt', 'indigo', 'crimson', 'saffron'],
    ];
    const s = sets[k]!;
    return {
      name: `project-codename-${k}`,
      pattern: `\\b(?:project|operation|initiative)\\s+(?:${s.join('|')})\\b`,
      caseInsensitive: true,
      context: [],
      sentence: (r) => {
        const name = pick(r, s);
        return pick(r, [`Status update on Project ${name[0]!.toUpperCase()}${name.slice(1)}: still on track.`, `Do not mention operation ${name} outside the team.`]);
      },
    };
  },
  (k) => {
    const words = ['account', 'member', 'customer', 'loyalty', 'billing'][k]!;
    const [lo, hi] = [[8, 12], [9, 10], [8, 8], [10, 12], [6, 9]][k]!;
    return {
      name: `${words}-number`,
      pattern: `(?i)${words}\\s*(?:no\\.?|number|#|id)\\s*:?\\s*[0-9]{${lo},${hi}}`,
      caseInsensitive: false,
      context: [],
      sentence: (r) => `Please check ${words} number ${digits(r, int(r, lo!, hi!))} for duplicate charges.`,
    };
  },
  (k) => {
    const p = ['CUST', 'CID', 'CLT', 'CUS', 'KND'][k]!;
    return {
      name: `customer-id-${p.toLowerCase()}`,
      pattern: `${p}[0-9]{8}`,
      caseInsensitive: true,
      context: ['customer', 'client'],
      sentence: (r) => `The customer ${pick(r, [p, p.toLowerCase()])}${digits(r, 8)} wants to close the account.`,
    };
  },
  (k) => {
    const domain = ['acme.internal', 'globex.lan', 'initech.corp', 'umbrella.int', 'stark.local'][k]!;
    return {
      name: `internal-host-${k}`,
      pattern: `[a-z0-9-]{2,40}\\.(?:corp|prod|stage|dev|mgmt)\\.${domain.replace('.', '\\.')}`,
      caseInsensitive: false,
      context: [],
      sentence: (r) => `The job on ${pick(r, ['db', 'api', 'batch', 'auth'])}-${int(r, 1, 40)}.${pick(r, ['prod', 'stage', 'dev'])}.${domain} timed out.`,
    };
  },
  (k) => {
    const p = ['INV', 'BILL', 'PO', 'SO', 'CRN'][k]!;
    return {
      name: `invoice-${p.toLowerCase()}`,
      pattern: `${p}-?20[0-9]{2}-[0-9]{5}`,
      caseInsensitive: false,
      context: ['invoice', 'order'],
      sentence: (r) => `Invoice ${p}-20${int(r, 19, 27)}-${digits(r, 5)} is overdue by two weeks.`,
    };
  },
  (k) => {
    const letter = ['B', 'K', 'ID', 'BDG', 'X'][k]!;
    return {
      name: `badge-${letter.toLowerCase()}`,
      pattern: `\\b${letter}[0-9]{5}\\b`,
      caseInsensitive: false,
      context: ['badge'],
      sentence: (r) => `Badge ${letter}${digits(r, 5)} was used at the loading dock after hours.`,
    };
  },
  (k) => {
    const p = ['POL', 'PLC', 'CLM', 'QTE', 'RNW'][k]!;
    return {
      name: `policy-number-${p.toLowerCase()}`,
      pattern: `${p}-[0-9]{3}-[0-9]{4}-[0-9]{2}`,
      caseInsensitive: false,
      context: ['policy', 'claim'],
      sentence: (r) => `Claim filed under ${p}-${digits(r, 3)}-${digits(r, 4)}-${digits(r, 2)} yesterday.`,
    };
  },
  (k) => {
    const p = ['CC', 'DEPT', 'BU', 'GL', 'WBS'][k]!;
    return {
      name: `cost-center-${p.toLowerCase()}`,
      pattern: `${p}[0-9]{4}`,
      caseInsensitive: false,
      context: ['cost center', 'budget'],
      sentence: (r) => `Book the offsite against cost center ${p}${digits(r, 4)} please.`,
    };
  },
  (k) => {
    const label = ['MRN', 'medical record number', 'chart', 'patient id', 'encounter'][k]!;
    return {
      name: `medical-record-${k}`,
      pattern: `(?i)${label.replace(/ /g, '\\s+')}[:#\\s]*[0-9]{7,10}`,
      caseInsensitive: false,
      context: [],
      sentence: (r) => `Patient ${label} ${digits(r, int(r, 7, 10))} was discharged this morning.`,
    };
  },
  (k) => {
    const host = ['wiki|jira|git', 'docs|confluence', 'grafana|kibana', 'drive|share', 'intranet|portal'][k]!;
    return {
      name: `internal-url-${k}`,
      pattern: `https?://(?:${host})\\.acme\\.com/[^\\s]+`,
      caseInsensitive: false,
      context: [],
      sentence: (r) => `The runbook is at https://${pick(r, host.split('|'))}.acme.com/ops/${alnum(r, 6).toLowerCase()} if you need it.`,
    };
  },
  (k) => {
    const prefixes = ['proj|team', 'inc|ops', 'cust|deal', 'sec|risk', 'eng|release'][k]!;
    return {
      name: `slack-channel-${k}`,
      pattern: `#(?:${prefixes})-[a-z0-9-]{3,30}`,
      caseInsensitive: false,
      context: [],
      sentence: (r) => `Post the summary in #${pick(r, prefixes.split('|'))}-${pick(r, ['falcon', 'q3-launch', 'emea', 'payments'])} after the call.`,
    };
  },
  (k) => {
    const heads = ['CONFIDENTIAL|INTERNAL ONLY', 'RESTRICTED|SECRET', 'Classification:\\s*(?:Secret|Confidential)', 'DO NOT DISTRIBUTE', 'PRIVILEGED(?: AND CONFIDENTIAL)?'][k]!;
    const examples = ['CONFIDENTIAL', 'RESTRICTED', 'Classification: Confidential', 'DO NOT DISTRIBUTE', 'PRIVILEGED AND CONFIDENTIAL'][k]!;
    return {
      name: `classification-header-${k}`,
      pattern: `(?m)^\\s*(?:${heads})\\b`,
      caseInsensitive: false,
      context: [],
      sentence: () => `\n${examples} - draft for the board.`,
    };
  },
  (k) => {
    const word = ['base', 'salary', 'bonus', 'total comp', 'signing'][k]!;
    return {
      name: `compensation-${k}`,
      pattern: `\\$[0-9]{2,3},[0-9]{3}(?:\\.[0-9]{2})?\\s+(?:${word.replace(' ', '\\s+')})`,
      caseInsensitive: false,
      context: [],
      sentence: (r) => `The offer is $${int(r, 60, 350)},${digits(r, 3)} ${word} plus equity.`,
    };
  },
  (k) => {
    const word = ['contract', 'agreement', 'nda', 'sow', 'msa'][k]!;
    return {
      name: `${word}-reference`,
      pattern: `${word}\\s+(?:no\\.?|number|#|ref)\\s*[A-Z0-9]{6,10}`,
      caseInsensitive: true,
      context: [],
      sentence: (r) => `Attach ${word.toUpperCase()} ref ${alnum(r, int(r, 6, 10))} to the renewal ticket.`,
    };
  },
  (k) => {
    const p = ['SN', 'SRL', 'ASSET', 'TAG', 'HW'][k]!;
    return {
      name: `asset-serial-${p.toLowerCase()}`,
      pattern: `${p}[A-Z0-9]{10}`,
      caseInsensitive: false,
      context: ['serial', 'asset'],
      sentence: (r) => `Replace the disk in server ${p}${alnum(r, 10)} during the maintenance window.`,
    };
  },
  (k) => {
    const fleet = ['FLT', 'VEH', 'TRK', 'VAN', 'CAR'][k]!;
    return {
      name: `fleet-vehicle-${fleet.toLowerCase()}`,
      pattern: `${fleet}-[A-Z]{2}[0-9]{3}`,
      caseInsensitive: false,
      context: ['vehicle', 'fleet'],
      sentence: (r) => `Vehicle ${fleet}-${upper(r, 2)}${digits(r, 3)} needs a service before the trip.`,
    };
  },
  (k) => {
    const p = ['V', 'SUP', 'VEN', 'VND', 'PRT'][k]!;
    return {
      name: `vendor-id-${p.toLowerCase()}`,
      pattern: `${p}[0-9]{7}`,
      caseInsensitive: false,
      context: ['vendor', 'supplier'],
      sentence: (r) => `Supplier ${p}${digits(r, 7)} sent a revised quote.`,
    };
  },
];

/** 100 rules, interleaved by template: rule i is variant ⌊i / 20⌋ of template i mod 20. */
export function operatorRules(): BenchRule[] {
  return Array.from({ length: 100 }, (_, i) => TEMPLATES[i % TEMPLATES.length]!(Math.floor(i / TEMPLATES.length)));
}

// ---------------------------------------------------------------------------------------------------------
// The text
// ---------------------------------------------------------------------------------------------------------

/**
 * One prompt of about `length` characters: catalog prompts (varied, planted PII, one in ten Korean) joined, and
 * in 60 % of prompts 1–3 operator sentences carrying values of random rules.
 */
function operatorPrompt(r: () => number, rules: readonly BenchRule[], length: number): string {
  const parts: string[] = [];
  let size = 0;
  const plants = r() < 0.6 ? 1 + Math.floor(r() * 3) : 0;
  for (let i = 0; i < plants; i++) {
    const s = pick(r, rules).sentence(r);
    parts.push(s);
    size += s.length + 1;
  }
  while (size < length) {
    const { text } = makePlantedPrompt(r, { korean: r() < 0.1 });
    parts.splice(Math.floor(r() * (parts.length + 1)), 0, text);
    size += text.length + 1;
  }
  const text = parts.join(' ');
  const cut = text.lastIndexOf(' ', length);
  // A fresh flat string, as a request body's text is (a slice would be a V8 sliced string).
  return JSON.parse(JSON.stringify(text.slice(0, cut > length / 2 ? cut : length))) as string;
}

/** About `bytes` of UTF-8 text, one prompt of 50–2,000 characters a line. */
function operatorText(seed: number, rules: readonly BenchRule[], bytes: number): { lines: string[]; bytes: number } {
  const r = seededRandom(seed);
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const line = operatorPrompt(r, rules, int(r, 50, 2_000)).replace(/\n/g, ' ');
    lines.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return { lines, bytes: size };
}

// ---------------------------------------------------------------------------------------------------------
// Engines
// ---------------------------------------------------------------------------------------------------------

interface Scanner {
  /** Every match's span, leftmost-first, in text order. */
  spans(text: string): Array<[number, number]>;
}

interface PatternEngine {
  readonly name: string;
  /** Why the engine has no figures (not installed). */
  readonly missing?: string;
  compile(rule: BenchRule): Scanner;
}

const fromUserPattern = (p: UserPattern): Scanner => ({ spans: (text) => p.spans(text) });

/** A subset pattern as a global V8 RegExp (no bench rule matches the empty string). */
function v8Scanner(source: string, caseInsensitive: boolean): Scanner {
  const re = new RegExp(source, caseInsensitive ? 'giu' : 'gu');
  return {
    spans(text) {
      const out: Array<[number, number]> = [];
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push([m.index, m.index + m[0].length]);
      return out;
    },
  };
}

function nativeEngines(): PatternEngine[] {
  const native = loadNativeRe2();
  if (!native) {
    const missing = 'native re2 not installed';
    return [
      { name: 'native re2, every rule', missing, compile: () => undefined as never },
      { name: 'V8 subset + native re2', missing, compile: () => undefined as never },
    ];
  }
  // RE2 converts a string argument to UTF-8 on every exec; an ASCII text is converted once per text and matched
  // as a Buffer, whose byte offsets are then its UTF-16 indices (the way the addon is used at its best).
  let lastText: string | undefined;
  let lastBuffer: Buffer | undefined;
  const asciiBuffer = (text: string): Buffer | undefined => {
    if (text !== lastText) {
      lastText = text;
      lastBuffer = /^[\x00-\x7f]*$/.test(text) ? Buffer.from(text, 'latin1') : undefined;
    }
    return lastBuffer;
  };
  const nativeScanner = (rule: BenchRule): Scanner => {
    const re = new native.ctor(rule.pattern, rule.caseInsensitive ? 'gi' : 'g');
    return {
      spans(text) {
        const out: Array<[number, number]> = [];
        const input = asciiBuffer(text) ?? text;
        re.lastIndex = 0;
        for (let m = re.exec(input); m !== null; m = re.exec(input)) out.push([m.index, m.index + m[0].length]);
        return out;
      },
    };
  };
  return [
    { name: `native re2 ${native.version}, every rule`, compile: nativeScanner },
    {
      name: `V8 subset + native re2 ${native.version}`,
      // RE2 compiles every rule (its accept/reject is the contract); a rule in the subset then runs as a V8 RegExp.
      compile: (rule) => {
        const re2 = nativeScanner(rule);
        const js = simplePatternSource(rule.pattern);
        return js === undefined ? re2 : v8Scanner(js, rule.caseInsensitive);
      },
    },
  ];
}

function engines(): PatternEngine[] {
  return [
    {
      name: 'production: V8 subset + re2js',
      compile: (rule) => fromUserPattern(compileUserPattern(rule.pattern, { caseInsensitive: rule.caseInsensitive })),
    },
    { name: 're2js, every rule', compile: (rule) => fromUserPattern(compileRe2js(rule.pattern, rule.caseInsensitive)) },
    ...nativeEngines(),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Measures
// ---------------------------------------------------------------------------------------------------------

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const fmt = (us: number) => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);

/** CPU time (user + system) of this process, in µs, spent in `fn`. */
function cpuUs(fn: () => void): number {
  const t0 = process.cpuUsage();
  fn();
  const used = process.cpuUsage(t0);
  return used.user + used.system;
}

/** Mean CPU time of `compile` per rule over `rounds` passes over the rules, after one untimed pass. */
function compileTime<T>(rules: readonly BenchRule[], compile: (rules: readonly BenchRule[]) => T, rounds = 5): { us: number; compiled: T } {
  let compiled = compile(rules);
  const us = cpuUs(() => {
    for (let i = 0; i < rounds; i++) compiled = compile(rules);
  });
  return { us: us / rounds / rules.length, compiled };
}

/** One row of the table: what it runs on a 2,000-character prompt (100 rules) and on a batch line (10 rules). */
interface Contender {
  readonly name: string;
  readonly compileUs: number;
  readonly prompt: (text: string) => unknown;
  readonly line: (text: string) => unknown;
  /** Matches found on the prompts and on the text (engine rows), to show the engines did the same work. */
  readonly matches?: string;
}

const scanAll = (scanners: readonly Scanner[]) => (text: string) => {
  let n = 0;
  for (const s of scanners) n += s.spans(text).length;
  return n;
};

function policyOf(rules: readonly BenchRule[], withCatalog: boolean): CompiledPolicy {
  return compilePiiPolicy({
    name: 'bench-custom-rules',
    type: 'PII',
    entities: withCatalog ? Object.fromEntries(testCatalog.entities.map((e) => [e, { action: 'MASK' as const }])) : {},
    customRules: rules.map((r) => ({
      name: r.name,
      pattern: r.pattern,
      caseInsensitive: r.caseInsensitive,
      action: 'MASK' as const,
      confidence: 0.9,
      context: [...r.context],
    })),
    minConfidence: 0.5,
    allowList: [],
  }, testCatalog);
}

/**
 * Per-prompt CPU time, p50/p99 of each contender, after one untimed pass. The contenders take turns on every
 * prompt (not one after the other): on a shared machine a change of load then weighs on all rows alike.
 */
function perPrompt(contenders: readonly Contender[], prompts: readonly string[], rounds: number) {
  for (const c of contenders) for (const p of prompts) c.prompt(p);
  const samples = contenders.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const p of prompts) contenders.forEach((c, i) => samples[i]!.push(cpuUs(() => c.prompt(p))));
  }
  return samples.map((s) => {
    s.sort((a, b) => a - b);
    return { p50: percentile(s, 50), p99: percentile(s, 99) };
  });
}

/** MB per CPU second of each contender over all lines, taking turns every 200 lines, after an untimed 200. */
function throughput(contenders: readonly Contender[], lines: readonly string[], bytes: number): number[] {
  for (const c of contenders) for (const l of lines.slice(0, 200)) c.line(l);
  const spent = contenders.map(() => 0);
  for (let from = 0; from < lines.length; from += 200) {
    const chunk = lines.slice(from, from + 200);
    contenders.forEach((c, i) => {
      spent[i]! += cpuUs(() => {
        for (const l of chunk) c.line(l);
      });
    });
  }
  return spent.map((us) => bytes / us);
}

/** The section: its title, the table (header first) and notes printed under it. */
export function benchUserPatterns(): { title: string; rows: string[][]; notes: string[] } {
  const rules = operatorRules();
  const ten = rules.slice(0, 10);
  const promptCount = Number(process.env.BENCH_USER_PATTERN_PROMPTS ?? 200);
  const r = seededRandom(2_000);
  const prompts = Array.from({ length: promptCount }, () => operatorPrompt(r, rules, 2_000));
  const text = operatorText(10, rules, Number(process.env.BENCH_USER_PATTERN_MB ?? 2) * 1e6);
  const onV8 = rules.filter((rule) => simplePatternSource(rule.pattern) !== undefined).length;
  const onV8InTen = ten.filter((rule) => simplePatternSource(rule.pattern) !== undefined).length;

  const contenders: Contender[] = [];
  const missing: Array<{ index: number; name: string; why: string }> = [];
  for (const engine of engines()) {
    if (engine.missing) {
      missing.push({ index: contenders.length, name: engine.name, why: engine.missing });
      continue;
    }
    const { us, compiled } = compileTime(rules, (rs) => rs.map((rule) => engine.compile(rule)));
    const all = scanAll(compiled);
    const first10 = scanAll(compiled.slice(0, 10));
    const matches = `${prompts.reduce((n, p) => n + all(p), 0)} / ${text.lines.reduce((n, l) => n + first10(l), 0)}`;
    contenders.push({ name: engine.name, compileUs: us, prompt: all, line: first10, matches });
  }
  // End to end, production engine: the policy's own loop (literal prefilter, confidence, findings) and
  // inspectText's verdict and rewrite, with the rules alone and on top of the full default catalog.
  for (const [name, withCatalog, withRules] of [
    ['PII policy: custom rules only', false, true],
    ['PII policy: full catalog + rules', true, true],
    ['PII policy: full catalog, no rules', true, false],
  ] as const) {
    const { us: compileUs, compiled: policy100 } = compileTime(withRules ? rules : [], (rs) => policyOf(rs, withCatalog));
    const policy10 = policyOf(withRules ? ten : [], withCatalog);
    contenders.push({
      name,
      compileUs: withRules ? compileUs : Number.NaN,
      prompt: (p) => inspectText(p, [policy100]),
      line: (l) => inspectText(l, [policy10]),
    });
  }

  const latencies = perPrompt(contenders, prompts, 3);
  const mbps = throughput(contenders, text.lines, text.bytes);
  const rows: string[][] = contenders.map((c, i) => [
    c.name,
    Number.isNaN(c.compileUs) ? '' : fmt(c.compileUs),
    fmt(latencies[i]!.p50),
    fmt(latencies[i]!.p99),
    mbps[i]!.toFixed(1),
    c.matches ?? '',
  ]);
  for (const m of missing.reverse()) rows.splice(m.index, 0, [m.name, m.why, '', '', '', '']);
  const header = ['case', 'compile / pattern', '100 rules, 2,000 chars: p50 (CPU)', 'p99', '10 rules: MB/s', 'matches (prompts / text)'];
  const counts = new Set(contenders.flatMap((c) => (c.matches ? [c.matches] : [])));
  return {
    title: `Custom rules (operator patterns) per regex engine — ${promptCount} prompts of ~2,000 chars, ${(text.bytes / 1e6).toFixed(1)} MB of batch text (one prompt of 50–2,000 chars a line), one core`,
    rows: [header, ...rows],
    notes: [
      `Rules: 100 from 20 templates; ${onV8} of 100 (${onV8InTen} of the first 10) are in the V8 subset, the rest run on re2js in production.`,
      'Compile / pattern (CPU): engine rows, the mean of one compile; PII policy rows, compilePiiPolicy with the 100 rules divided by 100 (catalog included).',
      'Engine rows scan every rule over the whole text (all matches); the PII policy rows skip a rule whose leading literal is absent, as the service does.',
      'Rows take turns on each prompt and every 200 lines, so a change of load on a shared machine weighs on all of them alike.',
      counts.size <= 1 ? 'Every engine found the same matches count.' : 'WARNING: the engines found different numbers of matches (last column).',
    ],
  };
}
