import { testCatalog } from '../helpers/catalog';
/**
 * `npm run eval [-- <data folder>]`: measured accuracy of the built-in catalog. Not part of `npm test`.
 *
 * The data is read at run time from the folder given as the first argument; nothing is copied into the
 * project. Two sets, both from Presidio's repositories (MIT):
 *
 * 1. `presidio-synth-v2/synth_dataset_v2.json` — 1,500 templated sentences with labelled spans. Scored per type
 *    (precision, recall, F1, F2) at span IoU ≥ 0.75 (Presidio's `SpanEvaluator(iou_threshold=0.75)`) and at
 *    exact span, overall and per type, and PII-level (type ignored, as Presidio's headline numbers). The set
 *    is split by `template_id`: even ids are the TUNING half (detectors may be adjusted against it), odd ids
 *    the HELD-OUT half (look, don't tune). Presidio's published numbers are parsed from the folder's README.
 * 2. `presidio-recognizer-vectors/recognizer_test_vectors.jsonl` — Presidio's recognizer unit-test vectors.
 *    Pass rate per type we support, each row run through a policy with only its entity enabled (upstream's tests
 *    name the entity they test); unsupported types and configurations are listed.
 *
 * ./eval-addresses.ts adds postal addresses of 27 locales in everyday frames (generated, no set read), and
 * ./eval-places.ts real towns the gazetteer does not hold, alone in everyday frames, ./eval-dates.ts dates as 12
 * locales write them (Intl.DateTimeFormat), ./eval-phones.ts mobile numbers of 30 countries (libphonenumber-js), and
 * ./eval-names.ts full names of 31 locales.
 * With the name model on, ./eval-name-model.ts adds what the model finds beyond the rules on text written for this
 * project (the differential corpus, and uncommon first names alone in everyday frames).
 *
 * Engine under test: the real one — `compilePiiPolicy` (MASK) at `minConfidence` 0.5 (the demo Guardian's
 * default), then `inspect`. The synthetic set runs every built-in entity at once, so cross-type overlap
 * resolution applies.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TextIndex } from '../../functions/engine/text-index';
import { contextWordFor } from '../../functions/engine/detectors/run';
import { compilePiiPolicy } from '../../functions/engine/policies/pii';
import type { CompiledPolicy, PolicyFinding } from '../../functions/engine/policies/types';
import { runNameModelEval } from './eval-name-model';
import { runSecretsEval } from './eval-secrets';
import { runAddressEval } from './eval-addresses';
import { runPlaceEval } from './eval-places';
import { runDateEval } from './eval-dates';
import { runPhoneEval } from './eval-phones';
import { runNameEval } from './eval-names';
import { windowAgreement } from '../helpers/name-model-windows';

const MIN_CONFIDENCE = 0.5;
const IOU_THRESHOLD = 0.75;

/**
 * presidio-synth-v2 label → our entity type. `null` = not scored (the span is treated as `O`, and a prediction
 * overlapping it is neither a TP nor an FP: titles, nationalities/religions/political groups and organisation
 * names are not something this guard detects). STREET_ADDRESS, GPE and ZIP_CODE all map to LOCATION, exactly
 * as Presidio's own evaluation does (`PresidioAnalyzerWrapper.presidio_entities_map`); DOMAIN_NAME → URL.
 */
const SYNTH_LABEL_MAP: Readonly<Record<string, string | null>> = {
  PERSON: 'PERSON',
  STREET_ADDRESS: 'LOCATION',
  GPE: 'LOCATION',
  ZIP_CODE: 'LOCATION',
  ORGANIZATION: null,
  TITLE: null,
  NRP: null,
  CREDIT_CARD: 'CREDIT_CARD',
  DATE_TIME: 'DATE_TIME',
  PHONE_NUMBER: 'PHONE_NUMBER',
  AGE: 'AGE',
  EMAIL_ADDRESS: 'EMAIL_ADDRESS',
  DOMAIN_NAME: 'URL',
  IBAN_CODE: 'IBAN_CODE',
  US_SSN: 'US_SSN',
  IP_ADDRESS: 'IP_ADDRESS',
  US_DRIVER_LICENSE: 'US_DRIVER_LICENSE',
};

/**
 * Our entity types folded onto the eval class they are scored as. Several of our types describe one thing
 * the dataset labels once (a date of birth is a DATE_TIME; a street address and a postcode are LOCATION).
 */
const OUR_TYPE_TO_EVAL_CLASS: Readonly<Record<string, string>> = {
  DATE_OF_BIRTH: 'DATE_TIME',
  STREET_ADDRESS: 'LOCATION',
  UK_POSTCODE: 'LOCATION',
  POSTAL_CODE: 'LOCATION',
  US_ZIP_CODE: 'LOCATION',
};

/** Presidio's per-entity names in the README's published table → our eval classes. */
const PRESIDIO_NAME_MAP: Readonly<Record<string, string>> = {
  DATE_TIME: 'DATE_TIME',
  PERSON: 'PERSON',
  SSN: 'US_SSN',
  DRIVER_LICENSE: 'US_DRIVER_LICENSE',
  PHONE_NUMBER: 'PHONE_NUMBER',
  EMAIL_ADDRESS: 'EMAIL_ADDRESS',
  IP_ADDRESS: 'IP_ADDRESS',
  ADDRESS: 'LOCATION',
  AGE: 'AGE',
  FINANCIAL: 'CREDIT_CARD+IBAN_CODE',
};

/** presidio-recognizer-vectors entity name → ours, where the names differ. */
const VECTOR_TYPE_MAP: Readonly<Record<string, string>> = {
  ABA_ROUTING_NUMBER: 'US_BANK_ROUTING',
  US_BANK_NUMBER: 'US_BANK_ACCOUNT',
};

/**
 * Vector rows where our expected behaviour differs from Presidio's on purpose. They count as failures in the
 * pass rate; the eval lists them with the reason.
 */
const VECTOR_DISAGREEMENTS: Readonly<Record<string, string>> = {
  '192.168.1.1.1': 'a run of five dotted numbers is not an IPv4 address (OIDs, version strings): nothing is reported',
  'Use local ipv6 ::': 'the unspecified address :: alone is a placeholder, not an identifier: not reported',
  'microsoft.com': 'bare domains are not reported as URL by design (file names, package names and code look the same)',
  'my domains: microsoft.com google.co.il': 'bare domains are not reported as URL by design',
  '01333550_323': 'an underscore is not a separator in any written form of an Italian VAT number',
  '00000000000 and 01333550323':
    'a bare 11-digit value inside a sentence scores 0.4 without a context word, like every bare checksum-only number here (about 1 in 100 random 11-digit runs passes the Italian checks)',
};

/**
 * Upstream test functions that run a Presidio recognizer in a configuration this engine does not offer. Their
 * rows are listed, not scored: the same texts are scored from the test of the configuration we implement.
 */
const VECTOR_CONFIGURATIONS_NOT_OFFERED: Readonly<Record<string, string>> = {
  test_when_de_vat_ids_in_default_mode_then_heuristic_preserves_recall:
    "DE_VAT_ID in Presidio's default mode, which reports checksum-invalid numbers; this engine enforces the checksum, as upstream's strict-mode test does (scored)",
};

/** Characters upstream's patterns sometimes take in at a span's edge (a leading space, the quotes around a URL). */
const SPAN_EDGE_DELIMITERS = new Set([' ', '\t', '"', "'"]);

interface SynthSample {
  full_text: string;
  spans: { entity_type: string; start_position: number; end_position: number }[];
  template_id: number;
}

interface VectorRow {
  test_function: string;
  entity_types: string[];
  text: string;
  expected_count: number;
  expected_spans: { start: number; end: number; value: string }[] | null;
  expected_scores: unknown[] | null;
}

interface Span {
  readonly start: number;
  readonly end: number;
  readonly type: string;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

/** The policy uses the learned name model as a policy does by default; `EVAL_NAME_MODEL=0` scores the rules alone (`nameModel: false`). */
const NAME_MODEL = process.env.EVAL_NAME_MODEL !== '0';

const policy = compilePiiPolicy({
  name: 'eval-all',
  type: 'PII',
  entities: Object.fromEntries(testCatalog.entities.map((e) => [e, { action: 'MASK' as const }])),
  customRules: [],
  minConfidence: MIN_CONFIDENCE,
  allowList: [],
  nameModel: NAME_MODEL,
}, testCatalog);

function predict(text: string): PolicyFinding[] {
  return policy.inspect(text, { explain: BREAKDOWN });
}

/**
 * `EVAL_BREAKDOWN=1` adds, per half, counts of where PERSON and LOCATION are lost: each missed gold span (by its
 * dataset label) by what the engine reported over it, and each false positive by the detector that reported it.
 * Counts only: no text of the set is printed.
 */
const BREAKDOWN = process.env.EVAL_BREAKDOWN === '1';

interface Predicted extends Span {
  readonly detector: string;
}

/** What the engine reported over a missed gold span, as a short cause (`none`, `LOCATION shorter`, `PERSON`, …). */
function missCause(g: Span, gold: readonly Span[], pred: readonly Predicted[]): string {
  const over = pred.filter((p) => p.start < g.end && p.end > g.start);
  if (over.length === 0) return 'nothing reported';
  const same = over.filter((p) => p.type === g.type);
  if (same.length > 1) return `split in ${same.length} (${[...new Set(same.map((p) => p.detector))].sort().join('+')})`;
  if (same.length === 1) {
    const p = same[0]!;
    const edge = p.start <= g.start && p.end >= g.end ? 'longer' : p.start >= g.start && p.end <= g.end ? 'shorter' : 'shifted';
    if (edge !== 'longer') return `${edge} (${p.detector})`;
    // What the longer span takes in besides the gold span: other gold spans (an address the set labels in parts)
    // and unlabelled text.
    const others = gold.filter((o) => o !== g && o.start < p.end && o.end > p.start);
    const covered = [g, ...others].reduce((n, o) => n + Math.min(o.end, p.end) - Math.max(o.start, p.start), 0);
    const rest = p.end - p.start - covered;
    return `longer (${p.detector}) over ${others.length === 0 ? 'no other gold' : `${others.length} other gold`}${rest > 3 ? ' and unlabelled text' : ''}`;
  }
  return `as ${[...new Set(over.map((p) => `${p.type} (${p.detector})`))].sort().join('+')}`;
}

function printBreakdown(name: string, misses: Map<string, number>, falsePositives: Map<string, number>, found: Map<string, number>): void {
  const lines = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([k, v]) => `    ${String(v).padStart(4)}  ${k}`);
  console.log(`\n-- breakdown, ${name}: PERSON and LOCATION --`);
  console.log('  found (gold label · detector):');
  console.log(lines(found).join('\n'));
  console.log('  missed (gold label · what was reported over it):');
  console.log(lines(misses).join('\n'));
  console.log('  false positives (type · detector):');
  console.log(lines(falsePositives).join('\n'));
}

function evalClass(ourType: string): string {
  return OUR_TYPE_TO_EVAL_CLASS[ourType] ?? ourType;
}

function iou(a: Span, b: Span): number {
  const inter = Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
  const union = Math.max(a.end, b.end) - Math.min(a.start, b.start);
  return union === 0 ? 0 : inter / union;
}

const bump = (m: Map<string, Counts>, k: string, f: keyof Counts) => {
  const c = m.get(k) ?? { tp: 0, fp: 0, fn: 0 };
  c[f]++;
  m.set(k, c);
};

/**
 * Greedy one-to-one matching: each gold span is matched to the unmatched prediction of the same class with
 * the highest IoU (≥ threshold, or identical bounds when `exact`). With `typed` false the class is ignored
 * (PII-level). Returns per-class counts; key `*` is the overall (micro) sum.
 */
function score(gold: Span[], ignored: Span[], pred: Span[], exact: boolean, typed: boolean, out: Map<string, Counts>) {
  const used = new Set<number>();
  for (const g of gold) {
    let best = -1;
    let bestIou = 0;
    pred.forEach((p, i) => {
      if (used.has(i) || (typed && p.type !== g.type)) return;
      const v = iou(g, p);
      const ok = exact ? p.start === g.start && p.end === g.end : v >= IOU_THRESHOLD;
      if (ok && v > bestIou) {
        best = i;
        bestIou = v;
      }
    });
    const key = typed ? g.type : 'PII';
    if (best >= 0) {
      used.add(best);
      bump(out, key, 'tp');
      bump(out, '*', 'tp');
    } else {
      bump(out, key, 'fn');
      bump(out, '*', 'fn');
    }
  }
  pred.forEach((p, i) => {
    if (used.has(i)) return;
    // A prediction on a span the set labels with an unscored type (ORGANIZATION, TITLE, NRP) is not counted.
    if (ignored.some((s) => iou(s, p) > 0)) return;
    // A prediction that overlaps a gold span of ANOTHER class at the required IoU is a type confusion: it is an
    // FP for its own class (and the gold is already an FN for its class).
    const key = typed ? p.type : 'PII';
    bump(out, key, 'fp');
    bump(out, '*', 'fp');
  });
}

const prf = (c: Counts) => {
  const p = c.tp + c.fp === 0 ? NaN : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? NaN : c.tp / (c.tp + c.fn);
  const fb = (b: number) => (p + r === 0 ? 0 : ((1 + b * b) * p * r) / (b * b * p + r));
  return { p, r, f1: fb(1), f2: fb(2) };
};

const f3 = (x: number) => (Number.isNaN(x) ? '  — ' : x.toFixed(3));

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n');
}

/** Parses the README's "Per-entity, vanilla Presidio …" and "customised" lines: `NAME p/r/f2 · …`. */
function presidioPublished(readme: string): { vanilla: Map<string, string>; custom: Map<string, string>; pii: string } {
  const parse = (marker: string) => {
    const out = new Map<string, string>();
    const at = readme.indexOf(marker);
    if (at < 0) return out;
    const line = readme.slice(at).split('\n')[1] ?? '';
    for (const m of line.matchAll(/([A-Z_]+)(?: \([^)]*\))? ([0-9]*\.?[0-9]+)\/([0-9]*\.?[0-9]+)\/([0-9]*\.?[0-9]+)/g)) {
      const cls = PRESIDIO_NAME_MAP[m[1]!];
      if (cls) out.set(cls, `${m[2]}/${m[3]}/${m[4]}`);
    }
    return out;
  };
  const vanillaRow = /\| vanilla Presidio `AnalyzerEngine`[^\n]*\| ([0-9.]+) \| ([0-9.]+) \| ([0-9.]+) \|/.exec(readme);
  return {
    vanilla: parse('Per-entity, vanilla Presidio'),
    custom: parse('Per-entity, customised Presidio'),
    pii: vanillaRow ? `${vanillaRow[1]}/${vanillaRow[2]}/${vanillaRow[3]}` : '?',
  };
}

interface Breakdown {
  readonly misses: Map<string, number>;
  readonly fps: Map<string, number>;
  readonly found: Map<string, number>;
}

/** One sample's PERSON and LOCATION outcomes into `b`, matched as `score` matches them (IoU, typed). */
function tally(s: SynthSample, gold: readonly Span[], ignored: readonly Span[], pred: readonly Predicted[], b: Breakdown): void {
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  const labelOf = (g: Span) => s.spans.find((x) => x.start_position === g.start && x.end_position === g.end)?.entity_type ?? g.type;
  const used = new Set<number>();
  for (const g of gold) {
    let best = -1;
    let bestIou = 0;
    pred.forEach((p, i) => {
      const v = iou(g, p);
      if (!used.has(i) && p.type === g.type && v >= IOU_THRESHOLD && v > bestIou) {
        best = i;
        bestIou = v;
      }
    });
    if (g.type !== 'PERSON' && g.type !== 'LOCATION') {
      if (best >= 0) used.add(best);
      continue;
    }
    if (best >= 0) {
      used.add(best);
      add(b.found, `${labelOf(g)} · ${pred[best]!.detector}`);
    } else add(b.misses, `${labelOf(g)} · ${missCause(g, gold, pred)}`);
  }
  pred.forEach((p, i) => {
    if (used.has(i) || (p.type !== 'PERSON' && p.type !== 'LOCATION') || ignored.some((x) => iou(x, p) > 0)) return;
    const over = gold.filter((g) => g.start < p.end && g.end > p.start);
    const where = over.length === 0 ? 'no gold' : `over gold ${[...new Set(over.map((g) => (g.type === p.type ? 'same type, IoU < 0.75' : labelOf(g))))].sort().join('+')}`;
    add(b.fps, `${p.type} (${p.detector}) · ${where}`);
  });
}

/**
 * Spans of one class that only whitespace and punctuation separate, joined into one, as Presidio's span evaluator
 * joins them before matching (`SpanEvaluator._merge_adjacent_spans`, for annotations and predictions alike; its skip
 * words also hold English stop words and address words, which are not joined over here). The set labels many
 * addresses in parts (`20789` · `Allika 46` · `Suite 501` · `Riisa` · `Estonia` · `62488`, all LOCATION once mapped);
 * joined, they are the one address they are written as.
 */
function mergeAdjacent<T extends Span>(text: string, spans: readonly T[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && last.type === s.type && s.start >= last.end && /^[\s\p{P}]*$/u.test(text.slice(last.end, s.start))) {
      out[out.length - 1] = { start: last.start, end: Math.max(last.end, s.end), type: last.type };
    } else out.push({ start: s.start, end: s.end, type: s.type });
  }
  return out;
}

function runSynth(dataDir: string): void {
  const folder = join(dataDir, 'presidio-synth-v2');
  const samples = JSON.parse(readFileSync(join(folder, 'synth_dataset_v2.json'), 'utf8')) as SynthSample[];
  const published = presidioPublished(readFileSync(join(folder, 'README.md'), 'utf8'));
  const halves = {
    'tune (even template_id)': samples.filter((s) => s.template_id % 2 === 0),
    'held-out (odd template_id)': samples.filter((s) => s.template_id % 2 === 1),
    all: samples,
  };
  const results = new Map<string, { iou: Map<string, Counts>; merged: Map<string, Counts>; exact: Map<string, Counts>; pii: Map<string, Counts> }>();
  const unknownLabels = new Set<string>();
  const breakdowns = new Map<string, Breakdown>();
  const started = performance.now();
  for (const [name, set] of Object.entries(halves)) {
    const r = { iou: new Map<string, Counts>(), merged: new Map<string, Counts>(), exact: new Map<string, Counts>(), pii: new Map<string, Counts>() };
    for (const s of set) {
      const gold: Span[] = [];
      const ignored: Span[] = [];
      for (const sp of s.spans) {
        const mapped = SYNTH_LABEL_MAP[sp.entity_type];
        if (mapped === undefined) unknownLabels.add(sp.entity_type);
        const span = { start: sp.start_position, end: sp.end_position, type: mapped ?? sp.entity_type };
        (mapped ? gold : ignored).push(span);
      }
      const pred = predict(s.full_text).map((f) => ({ start: f.start, end: f.end, type: evalClass(f.ruleName), detector: f.explanation?.detector ?? '' }));
      if (BREAKDOWN) tally(s, gold, ignored, pred, breakdowns.get(name) ?? breakdowns.set(name, { misses: new Map(), fps: new Map(), found: new Map() }).get(name)!);
      score(gold, ignored, pred, false, true, r.iou);
      score(mergeAdjacent(s.full_text, gold), ignored, mergeAdjacent(s.full_text, pred), false, true, r.merged);
      score(gold, ignored, pred, true, true, r.exact);
      score(gold, ignored, pred, false, false, r.pii);
    }
    results.set(name, r);
  }
  const ms = performance.now() - started;
  if (NAME_MODEL) {
    // The model reads windows around candidate tokens (functions/engine/ner/windows.ts): how much of what it finds on
    // every token it finds there.
    const a = windowAgreement(samples.map((s) => s.full_text));
    const pct = (x: number, of: number) => `${((100 * x) / of).toFixed(2)} %`;
    console.log(`Name model windows: ${a.kept} of the ${a.everywhere} spans the model finds on every token (${pct(a.kept, a.everywhere)}), ${a.added} more; ${pct(a.identical, a.texts)} of the texts the same.`);
  }
  for (const [name, b] of breakdowns) if (name !== 'all') printBreakdown(name, b.misses, b.fps, b.found);
  if (unknownLabels.size > 0) console.log(`WARNING: unmapped dataset labels: ${[...unknownLabels].join(', ')}`);

  console.log(`\n== presidio-synth-v2 (${samples.length} samples; IoU ≥ ${IOU_THRESHOLD} and exact span; minConfidence ${MIN_CONFIDENCE}) ==`);
  console.log(`Label map: ${Object.entries(SYNTH_LABEL_MAP).map(([k, v]) => `${k}→${v ?? '(ignored)'}`).join(', ')}`);
  const classes = new Set<string>();
  for (const r of results.values()) for (const k of r.iou.keys()) if (k !== '*') classes.add(k);
  const sorted = [...classes].sort((a, b) => (a < b ? -1 : 1));
  for (const [name, r] of results) {
    const rows: string[][] = [['type', 'gold', 'pred', 'P@IoU', 'R@IoU', 'F1@IoU', 'F2@IoU', 'F2 joined', 'P@exact', 'R@exact', 'F2@exact', 'Presidio vanilla P/R/F2', 'Presidio custom P/R/F2']];
    const pii = prf(r.pii.get('*') ?? { tp: 0, fp: 0, fn: 0 });
    const piiC = r.pii.get('*')!;
    rows.push(['PII-level (type ignored)', String(piiC.tp + piiC.fn), String(piiC.tp + piiC.fp), f3(pii.p), f3(pii.r), f3(pii.f1), f3(pii.f2), '', '', '', '', published.pii, '']);
    for (const k of ['*', ...sorted]) {
      const c = r.iou.get(k) ?? { tp: 0, fp: 0, fn: 0 };
      const e = r.exact.get(k) ?? { tp: 0, fp: 0, fn: 0 };
      const a = prf(c);
      const j = prf(r.merged.get(k) ?? { tp: 0, fp: 0, fn: 0 });
      const x = prf(e);
      rows.push([
        k === '*' ? 'OVERALL (micro, typed)' : k,
        String(c.tp + c.fn),
        String(c.tp + c.fp),
        f3(a.p), f3(a.r), f3(a.f1), f3(a.f2), f3(j.f2),
        f3(x.p), f3(x.r), f3(x.f2),
        published.vanilla.get(k) ?? '', published.custom.get(k) ?? '',
      ]);
    }
    console.log(`\n-- ${name}: ${name === 'all' ? samples.length : halves[name as keyof typeof halves].length} samples --`);
    console.log(table(rows));
  }
  console.log(`(Presidio FINANCIAL = CREDIT_CARD+IBAN_CODE combined; its numbers are for the whole file. Engine time: ${ms.toFixed(0)} ms for 3 passes.)`);
}

/** Upper end of an expected score: a float, a `[min, max]` range, or `"max"` (the recognizer's maximum). */
function expectedScoreMax(s: unknown): number {
  if (typeof s === 'number') return s;
  if (Array.isArray(s)) return s.length === 0 ? 1 : expectedScoreMax(s[s.length - 1]);
  return 1; // undefined, null or "max"
}

/** A policy with only `entity` enabled: upstream's recognizer tests name the one entity they test. */
const singleEntityPolicies = new Map<string, CompiledPolicy>();
function singleEntityPolicy(entity: string): CompiledPolicy {
  let p = singleEntityPolicies.get(entity);
  if (p === undefined) {
    p = compilePiiPolicy({ name: `eval-${entity}`, type: 'PII', entities: { [entity]: { action: 'MASK' } }, customRules: [], minConfidence: MIN_CONFIDENCE, allowList: [] }, testCatalog);
    singleEntityPolicies.set(entity, p);
  }
  return p;
}

/** An expected span without the delimiters upstream's pattern took in at its edges (`" YZ 61 48 68 B"`, `'"https://…"'`). */
function withoutEdgeDelimiters(text: string, span: { start: number; end: number }): { start: number; end: number } {
  let { start, end } = span;
  while (start < end && SPAN_EDGE_DELIMITERS.has(text[start]!)) start++;
  while (end > start && SPAN_EDGE_DELIMITERS.has(text[end - 1]!)) end--;
  return { start, end };
}

/**
 * Whether a span upstream scores below our threshold is one this engine must report. Upstream's scores come from
 * its recognizer alone, without the context stage, so they say nothing about a value next to its label
 * (`My passport number is M123A4567`): such a row has upstream's count as its truth, and the span is expected
 * when one of the type's context words is where the engine looks for it. A bare low-score value (`M123A4567`,
 * a checksum-invalid number) is expected absent: a validated-only guard does not report it (data README).
 */
function lowScoreSpanExpected(entity: string, text: string, span: { start: number; end: number }): boolean {
  const features = new TextIndex(text, { tables: testCatalog.tables });
  const candidate = { ...span, score: 0, pattern: '' };
  return (testCatalog.detectorsByEntity.get(entity) ?? []).some((d) => contextWordFor(d, text, candidate, features) !== undefined);
}

function runVectors(dataDir: string): void {
  const file = join(dataDir, 'presidio-recognizer-vectors', 'recognizer_test_vectors.jsonl');
  const rows = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as VectorRow);
  const supported = new Set(testCatalog.entities);
  const perType = new Map<string, { pass: number; total: number; fails: string[] }>();
  const unsupported = new Map<string, number>();
  const notOffered = new Map<string, number>();
  const disagreements: string[] = [];
  const undocumented: string[] = [];
  for (const row of rows) {
    // The NER rows (PERSON + DATE_TIME from spaCy/Stanza/transformers tests) are model-dependent: dropped, as the
    // data README advises.
    if (row.entity_types.length !== 1) continue;
    const theirs = row.entity_types[0]!;
    const ours = VECTOR_TYPE_MAP[theirs] ?? theirs;
    if (!supported.has(ours)) {
      unsupported.set(theirs, (unsupported.get(theirs) ?? 0) + 1);
      continue;
    }
    if (VECTOR_CONFIGURATIONS_NOT_OFFERED[row.test_function] !== undefined) {
      notOffered.set(row.test_function, (notOffered.get(row.test_function) ?? 0) + 1);
      continue;
    }
    // Upstream's spans, each expected unless upstream scores it below our threshold and no context word supports
    // it (lowScoreSpanExpected); a row that checks only the count keeps its count.
    const spans = row.expected_spans;
    let expected: { start: number; end: number }[] | null = null;
    let count = row.expected_count;
    if (spans) {
      expected = spans
        .filter((s, i) => expectedScoreMax(row.expected_scores?.[i]) >= MIN_CONFIDENCE || lowScoreSpanExpected(ours, row.text, s))
        .map((s) => withoutEdgeDelimiters(row.text, s));
      count = row.expected_count - (spans.length - expected.length);
    }
    const found = singleEntityPolicy(ours).inspect(row.text);
    let ok = found.length === count;
    if (ok && expected) ok = expected.every((e) => found.some((f) => f.start === e.start && f.end === e.end));
    const t = perType.get(ours) ?? { pass: 0, total: 0, fails: [] };
    t.total++;
    if (ok) t.pass++;
    else {
      const reason = VECTOR_DISAGREEMENTS[row.text];
      (reason ? disagreements : undocumented).push(`${ours} ${JSON.stringify(row.text)}: ${reason ?? `want ${count}, got ${found.length}`}`);
      if (t.fails.length < 3) t.fails.push(`${JSON.stringify(row.text.slice(0, 48))} want ${count} got ${found.length}`);
    }
    perType.set(ours, t);
  }
  console.log(`\n== presidio-recognizer-vectors (one policy per row with the row's entity only, as upstream's tests name it; pass = same count of findings and every expected span exact) ==`);
  const out: string[][] = [['type', 'pass', 'rows', 'rate', 'first failures']];
  let p = 0;
  let n = 0;
  for (const [k, t] of [...perType].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    p += t.pass;
    n += t.total;
    out.push([k, String(t.pass), String(t.total), `${((100 * t.pass) / t.total).toFixed(0)}%`, t.fails.join(' | ')]);
  }
  out.push(['ALL SUPPORTED', String(p), String(n), n ? `${((100 * p) / n).toFixed(1)}%` : '—', '']);
  console.log(table(out));
  if (disagreements.length > 0) {
    console.log(`\nFailing rows where this engine differs on purpose (${disagreements.length}):`);
    for (const line of disagreements) console.log(`  - ${line}`);
  }
  if (undocumented.length > 0) {
    console.log(`\nOTHER FAILING ROWS (${undocumented.length}):`);
    for (const line of undocumented) console.log(`  - ${line}`);
  }
  for (const [fn, rowsOf] of notOffered) console.log(`\nNot scored: ${rowsOf} rows of ${fn}: ${VECTOR_CONFIGURATIONS_NOT_OFFERED[fn]}`);
  const noVectors = [...supported].filter((e) => !perType.has(e)).sort();
  console.log(`\nSupported types with no vectors: ${noVectors.join(', ') || '(none)'}`);
  console.log(`Unsupported vector types (${unsupported.size}, ${[...unsupported.values()].reduce((a, b) => a + b, 0)} rows): ${[...unsupported].sort().map(([k, v]) => `${k} (${v})`).join(', ')}`);
  console.log(`\nCatalog: ${supported.size} entity types: ${[...supported].join(', ')}`);
}

/**
 * Findings of the name and place detectors on English technical prose where few are expected: the README.md
 * files (over 2 KB, up to 4 folders deep, none in a folder whose name starts with `.`) of the installed npm
 * dependencies, one paragraph at a time. Most PERSON hits there are real people (authors, contributors); the rate
 * is a ceiling on false alarms, and the most frequent values are printed so a regression is easy to see. The set
 * changes with the installed packages, so compare figures from the same checkout.
 */
function runDocsFalsePositives(root: string): void {
  const files: string[] = [];
  const walk = (dir: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      // Not npm's and the tests' own folders (`.bin`, `.cache`: the Node.js packages the tests fetch hold its README).
      if (e.name.startsWith('.')) continue;
      const path = join(dir, e.name);
      if (e.isDirectory() && depth < 4) walk(path, depth + 1);
      else if (e.isFile() && /^readme\.md$/i.test(e.name) && statSync(path).size > 2048) files.push(path);
    }
  };
  walk(root, 0);
  files.sort();
  const types = ['PERSON', 'LOCATION', 'STREET_ADDRESS', 'POSTAL_CODE'];
  const docPolicy = compilePiiPolicy({
    name: 'eval-docs',
    type: 'PII',
    entities: Object.fromEntries(types.map((e) => [e, { action: 'MASK' as const }])),
    customRules: [],
    minConfidence: MIN_CONFIDENCE,
    allowList: [],
    nameModel: NAME_MODEL,
  }, testCatalog);
  let words = 0;
  const hits = new Map<string, Map<string, number>>();
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    words += text.split(/\s+/).filter(Boolean).length;
    for (const para of text.split(/\n\n+/)) {
      for (const x of docPolicy.inspect(para)) {
        const m = hits.get(x.ruleName) ?? new Map<string, number>();
        const v = para.slice(x.start, x.end);
        m.set(v, (m.get(v) ?? 0) + 1);
        hits.set(x.ruleName, m);
      }
    }
  }
  console.log(`\n== findings on English documentation (${files.length} README.md files under ${root}, ${words} words) ==`);
  for (const t of types) {
    const m = hits.get(t) ?? new Map<string, number>();
    const n = [...m.values()].reduce((a, b) => a + b, 0);
    const top = [...m].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ×${v}`).join(', ');
    console.log(`${t}: ${n} (${words ? ((1000 * n) / words).toFixed(2) : '—'} per 1,000 words)${top ? ` — most frequent: ${top}` : ''}`);
  }
}

const dataDir = resolve(process.argv[2] ?? '../shared/data');
console.log(`Name model: ${NAME_MODEL ? 'on (the default; EVAL_NAME_MODEL=0 scores the rules alone)' : 'off (EVAL_NAME_MODEL=0: the rules alone)'}`);
runSynth(dataDir);
runAddressEval(NAME_MODEL);
runPlaceEval(NAME_MODEL);
runDateEval(NAME_MODEL);
runPhoneEval(NAME_MODEL);
runNameEval(NAME_MODEL);
if (NAME_MODEL) runNameModelEval();
runVectors(dataDir);
runDocsFalsePositives(resolve(process.argv[3] ?? 'node_modules'));
runSecretsEval(join(dataDir, 'noseyparker-secret-examples'));
