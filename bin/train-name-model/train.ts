/**
 * `npm run train-name-model`: trains the name model (functions/engine/ner/) and writes it as the packed table
 * functions/engine/data/name-model-v2.json.br. See README.md beside this file for the data and its licences.
 *
 * Data: the generated corpus (./generate.ts, seeded) plus, when present, the teacher-labelled natural text that
 * ./teacher.sh writes to /tmp/name-model/teacher.jsonl (spaCy en_core_web_md labels on public-domain text; the
 * corpus is not committed), and a copy of each teacher sentence with its people and places swapped for generated
 * ones (./generate.ts `swapEntities`). 10 % of the generated and teacher sentences is held back as a development
 * set, before the copies are made, and its per-class F1 is printed.
 *
 * Model: a structured perceptron over BIO tags with first-order transitions, Viterbi-decoded
 * (functions/engine/ner/decode.ts), trained for EPOCHS passes in a seeded order with word and lexicon dropout
 * (`dropout`), weights averaged over every step (the standard averaged perceptron). RUNS such trainings, each in
 * its own seeded order with its own dropout draws, are averaged (weights, transitions and start scores), so that
 * the table depends less on one run's order; then the mean is quantised to int8 and pruned to the features whose
 * weights survive quantisation, as few as fit TABLE_BUDGET. Features come from functions/engine/ner/features.ts,
 * the same code the runtime runs. Deterministic: the same data and seeds give the same file.
 */
import { loadCatalog } from '../../functions/adapters/table-files';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { featurize, FEATURE_VERSION, nerTokens, OWN_LEXICON_FEATURES, OWN_SPELLING_FEATURES, type NerToken } from '../../functions/engine/ner/features';
import { buildLexicon, type Lexicon } from '../../functions/engine/ner/lexicon';
import { closedOrCommon } from '../../functions/engine/ner/windows';
import { spansOf, T, TAGS, viterbi } from '../../functions/engine/ner/decode';
import { encodeKeys, NameModel, type NameModelFile } from '../../functions/engine/ner/model';
import { pack } from '../pack-data';
import { generate, rng, swapEntities, type Sample } from './generate';

// The engine's data tables, from the files beside this code (functions/adapters/table-files.ts).
const { tables } = loadCatalog();

const VERSION = 'name-model-v2';
const SEED = 22;
const EPOCHS = Number(process.env.EPOCHS ?? 10);
const GENERATED = Number(process.env.GENERATED ?? 100000);
const TEACHER = process.env.TEACHER ?? '/tmp/name-model/teacher.jsonl';
const TEACHER_WEIGHT = Number(process.env.TEACHER_WEIGHT ?? 1);
/** The chance that a token's own-spelling features are left out of one training step (word dropout). */
const DROPOUT = Number(process.env.DROPOUT ?? 0.2);
/** The chance that a token's own lexicon-flag features are left out of one training step (names no list holds). */
const LEXICON_DROPOUT = Number(process.env.LEXICON_DROPOUT ?? 0.1);
/** Features whose largest quantised weight is below this are dropped (the environment's PRUNE_BELOW). */
const PRUNE_BELOW = process.env.PRUNE_BELOW === undefined ? undefined : Number(process.env.PRUNE_BELOW);
/**
 * Without PRUNE_BELOW, the smallest threshold (from 4 up) whose packed table fits this many bytes: the model table
 * may add at most 200 KB to a bundle (bin/build.ts DATA_TABLES_CAP_BYTES, functions/engine/data/TABLES.md).
 */
const TABLE_BUDGET = Number(process.env.TABLE_BUDGET ?? 196_000);
/**
 * How many trainings are averaged: each run sees the same data in its own seeded order with its own dropout draws;
 * their averaged-perceptron weights and transitions are averaged before quantising and pruning (README.md).
 */
const RUNS = Number(process.env.RUNS ?? 3);
/**
 * When set (and RUNS > 1), a folder where each run's own table (`name-model-v2.runK.json.br`) and that of the mean
 * of runs 1..K (`name-model-v2.meanK.json.br`, the table RUNS=K writes) are written too, to compare them.
 */
const RUN_TABLES = process.env.RUN_TABLES;
const OUT = path.resolve(__dirname, '..', '..', 'functions', 'engine', 'data', `${VERSION}.json.br`);

interface Example {
  readonly hashes: Uint32Array;
  readonly offsets: Int32Array;
  readonly gold: Int32Array;
  readonly n: number;
  readonly source: string;
  /** Per token, 1 when word dropout may leave out its own spelling (`mayDrop`). */
  readonly droppable: Uint8Array;
}

const TAG_INDEX = new Map<string, number>(TAGS.map((t, i) => [t, i]));

function toExample(sample: Sample, lexicon: ReturnType<typeof buildLexicon>): Example | undefined {
  const tokens = nerTokens(sample.text);
  const gold = new Int32Array(tokens.length);
  for (const [s, e, cls] of sample.spans) {
    const inside = tokens.map((t, i) => [t, i] as const).filter(([t]) => t.start >= s && t.end <= e);
    // A span that does not fall on token edges (a name glued to a word) cannot be learnt: skip the sample.
    if (inside.length === 0 || inside[0]![0].start !== s || (inside.at(-1)![0].end !== e && !/^['’]s$/.test(sample.text.slice(inside.at(-1)![0].end, e)))) return undefined;
    inside.forEach(([, i], k) => (gold[i] = TAG_INDEX.get(`${k === 0 ? 'B' : 'I'}-${cls}`)!));
  }
  const { hashes, offsets } = featurize(tokens, lexicon);
  const droppable = Uint8Array.from(tokens, (t, i) => (mayDrop(t, gold[i] !== 0, lexicon) ? 1 : 0));
  return { hashes, offsets, gold, n: tokens.length, source: sample.source, droppable };
}

/**
 * Whether word dropout may leave out a token's own spelling: a token of a name, place or address, or a word the
 * model may meet unseen at run time. Not a closed-class or common English word (`He`, `The`, `Returns`): those it
 * always sees spelt out, so a step that hid them would teach it that an unknown capitalised word before `called` is
 * as often no name as `He` is.
 */
function mayDrop(t: NerToken, inSpan: boolean, lexicon: Lexicon): boolean {
  if (inSpan) return true;
  if (t.kind === 'punct') return false;
  if (t.kind === 'number') return true;
  return !closedOrCommon(lexicon, t.word.toLowerCase());
}

function loadTeacher(): Sample[] {
  if (!existsSync(TEACHER)) {
    console.log(`no teacher corpus at ${TEACHER}: generated text only`);
    return [];
  }
  return readFileSync(TEACHER, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);
}

/** Float weights per feature hash (one per tag), transitions and start scores. */
interface Averaged {
  readonly w: Map<number, Float64Array>;
  readonly trans: Float64Array;
  readonly start: Float64Array;
}

class Perceptron {
  readonly w = new Map<number, Float64Array>();
  /** Sum of step × update, for the average (w − u / c). */
  readonly u = new Map<number, Float64Array>();
  readonly trans = new Float64Array(T * T);
  readonly transU = new Float64Array(T * T);
  readonly start = new Float64Array(T);
  readonly startU = new Float64Array(T);
  c = 1;

  /** Per-token tag scores; features whose `off` flag is set are left out. */
  emissions(x: Example, off?: Uint8Array): Float64Array {
    const out = new Float64Array(x.n * T);
    for (let i = 0; i < x.n; i++) {
      for (let k = x.offsets[i]!; k < x.offsets[i + 1]!; k++) {
        if (off?.[k]) continue;
        const row = this.w.get(x.hashes[k]!);
        if (row) for (let y = 0; y < T; y++) out[i * T + y]! += row[y]!;
      }
    }
    return out;
  }

  private bump(h: number, y: number, d: number): void {
    let row = this.w.get(h);
    let urow = this.u.get(h);
    if (!row || !urow) {
      row = new Float64Array(T);
      urow = new Float64Array(T);
      this.w.set(h, row);
      this.u.set(h, urow);
    }
    row[y]! += d;
    urow[y]! += this.c * d;
  }

  update(x: Example, pred: Int32Array, weight: number, off?: Uint8Array): void {
    for (let i = 0; i < x.n; i++) {
      const g = x.gold[i]!;
      const p = pred[i]!;
      if (g !== p) {
        for (let k = x.offsets[i]!; k < x.offsets[i + 1]!; k++) {
          if (off?.[k]) continue;
          this.bump(x.hashes[k]!, g, weight);
          this.bump(x.hashes[k]!, p, -weight);
        }
      }
      const gp = i === 0 ? -1 : x.gold[i - 1]!;
      const pp = i === 0 ? -1 : pred[i - 1]!;
      if (g !== p || gp !== pp) {
        if (i === 0) {
          this.start[g]! += weight;
          this.startU[g]! += this.c * weight;
          this.start[p]! -= weight;
          this.startU[p]! -= this.c * weight;
        } else {
          this.trans[gp * T + g]! += weight;
          this.transU[gp * T + g]! += this.c * weight;
          this.trans[pp * T + p]! -= weight;
          this.transU[pp * T + p]! -= this.c * weight;
        }
      }
    }
  }

  /** The averaged weights. */
  averaged(): Averaged {
    const w = new Map<number, Float64Array>();
    for (const [h, row] of this.w) {
      const urow = this.u.get(h)!;
      w.set(h, row.map((v, y) => v - urow[y]! / this.c));
    }
    return {
      w,
      trans: this.trans.map((v, k) => v - this.transU[k]! / this.c),
      start: this.start.map((v, k) => v - this.startU[k]! / this.c),
    };
  }
}

function evaluate(name: string, examples: readonly Example[], decode: (x: Example) => Int32Array): void {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  for (const x of examples) {
    const key = (s: { from: number; to: number; cls: string }) => `${s.from}:${s.to}:${s.cls}`;
    const gold = new Set(spansOf(x.gold).map(key));
    const pred = new Set(spansOf(decode(x)).map(key));
    for (const cls of ['PER', 'LOC', 'ADR']) {
      const c = counts.get(cls) ?? { tp: 0, fp: 0, fn: 0 };
      for (const k of pred) if (k.endsWith(cls)) (gold.has(k) ? c.tp++ : c.fp++);
      for (const k of gold) if (k.endsWith(cls) && !pred.has(k)) c.fn++;
      counts.set(cls, c);
    }
  }
  const row = [...counts].map(([cls, { tp, fp, fn }]) => {
    const p = tp / Math.max(1, tp + fp);
    const r = tp / Math.max(1, tp + fn);
    return `${cls} P ${p.toFixed(3)} R ${r.toFixed(3)} F1 ${((2 * p * r) / Math.max(1e-9, p + r)).toFixed(3)}`;
  });
  console.log(`${name}: ${row.join(' · ')}`);
}

function quantise(avg: Averaged, pruneBelow: number): NameModelFile {
  let max = 0;
  for (const row of avg.w.values()) for (const v of row) max = Math.max(max, Math.abs(v));
  const scale = max / 127;
  const kept: [number, Int8Array][] = [];
  for (const [h, row] of avg.w) {
    const q = Int8Array.from(row, (v) => Math.max(-127, Math.min(127, Math.round(v / scale))));
    if (q.some((v) => Math.abs(v) >= pruneBelow)) kept.push([h, q]);
  }
  kept.sort((a, b) => a[0] - b[0]);
  const weights = new Int8Array(kept.length * T);
  kept.forEach(([, q], i) => weights.set(q, i * T));
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    version: VERSION,
    featureVersion: FEATURE_VERSION,
    tags: [...TAGS],
    scale,
    keys: Buffer.from(encodeKeys(kept.map(([h]) => h))).toString('base64'),
    weights: Buffer.from(weights.buffer).toString('base64'),
    transitions: Array.from(avg.trans, round),
    start: Array.from(avg.start, round),
  };
}

/** Which of `x`'s features one training step leaves out (`DROPOUT`, `LEXICON_DROPOUT`). */
function dropout(x: Example, r: () => number): Uint8Array | undefined {
  if (DROPOUT <= 0 && LEXICON_DROPOUT <= 0) return undefined;
  const off = new Uint8Array(x.hashes.length);
  const drop = (i: number, positions: readonly number[]) => {
    for (const k of positions) if (x.offsets[i]! + k < x.offsets[i + 1]!) off[x.offsets[i]! + k] = 1;
  };
  for (let i = 0; i < x.n; i++) {
    if (x.droppable[i] === 1 && r() < DROPOUT) drop(i, OWN_SPELLING_FEATURES);
    if (r() < LEXICON_DROPOUT) drop(i, OWN_LEXICON_FEATURES);
  }
  return off;
}

/** One training: EPOCHS passes over `train` in an order and with dropout drawn from `r`; the averaged weights. */
function trainRun(train: readonly Example[], r: () => number, name: string): Averaged {
  const model = new Perceptron();
  const order = train.map((_, i) => i);
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    let errors = 0;
    for (const k of order) {
      const x = train[k]!;
      const off = dropout(x, r);
      const pred = viterbi(model.emissions(x, off), x.n, model.trans, model.start);
      if (pred.some((y, i) => y !== x.gold[i])) {
        errors++;
        model.update(x, pred, x.source.startsWith('gen') ? 1 : TEACHER_WEIGHT, off);
      }
      model.c++;
    }
    console.log(`${name}, epoch ${epoch}: ${errors} sentences with errors of ${train.length}`);
  }
  return model.averaged();
}

/** Adds `run`'s weights, transitions and start scores to `sum` (a feature a run never updated weighs 0 in it). */
function addTo(sum: Averaged, run: Averaged): void {
  for (const [h, row] of run.w) {
    let acc = sum.w.get(h);
    if (!acc) sum.w.set(h, (acc = new Float64Array(T)));
    for (let y = 0; y < T; y++) acc[y]! += row[y]!;
  }
  run.trans.forEach((v, k) => (sum.trans[k]! += v));
  run.start.forEach((v, k) => (sum.start[k]! += v));
}

/** `sum` divided by `runs`: the mean of the runs added to it. */
function meanOf(sum: Averaged, runs: number): Averaged {
  const w = new Map<number, Float64Array>();
  for (const [h, row] of sum.w) w.set(h, row.map((v) => v / runs));
  return { w, trans: sum.trans.map((v) => v / runs), start: sum.start.map((v) => v / runs) };
}

/** Quantised and pruned below PRUNE_BELOW or, unset, the smallest threshold from 4 up whose table fits TABLE_BUDGET. */
function fitToBudget(avg: Averaged): { file: NameModelFile; prune: number } {
  let prune = PRUNE_BELOW ?? 4;
  let file = quantise(avg, prune);
  while (PRUNE_BELOW === undefined && pack(file).bytes.length > TABLE_BUDGET) file = quantise(avg, ++prune);
  return { file, prune };
}

/** Prints the pruning, the development set's figures read the way the runtime reads the table, and its size. */
function report(name: string, { file, prune }: { file: NameModelFile; prune: number }, shipped: NameModel, dev: readonly Example[], out: string): void {
  const keyBytes = Buffer.from(file.keys, 'base64').length;
  console.log(`${name}: pruned below ${prune}: ${keyBytes} key bytes`);
  const decode = (x: Example) => shipped.decode(shipped.score(x.hashes, x.offsets, x.n), x.n);
  evaluate(`${name}, dev, generated`, dev.filter((x) => x.source.startsWith('gen')), decode);
  evaluate(`${name}, dev, teacher`, dev.filter((x) => !x.source.startsWith('gen')), decode);
  console.log(`${path.relative(process.cwd(), out)}: ${pack(file).bytes.length.toLocaleString('en-US')} bytes, ${keyBytes} key bytes, ${file.weights.length} weight chars`);
}

function main(): void {
  const lexicon = buildLexicon(tables);
  const r = rng(SEED);
  const generated = generate(GENERATED, SEED, tables);
  const teacher = loadTeacher();
  // The development set is drawn before the teacher sentences are copied with swapped names (./generate.ts
  // swapEntities), so that no copy of a development sentence is trained on.
  const devSamples: Sample[] = [];
  const trainSamples: Sample[] = [];
  for (const s of [...generated, ...teacher]) (r() < 0.1 ? devSamples : trainSamples).push(s);
  const swapped = swapEntities(trainSamples.filter((s) => !s.source.startsWith('gen')), SEED + 1, tables);
  let skipped = 0;
  const examplesOf = (samples: readonly Sample[]): Example[] =>
    samples.flatMap((s) => {
      const x = toExample(s, lexicon);
      if (!x) skipped++;
      return x ? [x] : [];
    });
  const train = examplesOf([...trainSamples, ...swapped]);
  const dev = examplesOf(devSamples);
  console.log(`${train.length} training (${swapped.length} teacher sentences with swapped names) and ${dev.length} development sentences (${skipped} skipped: spans off token edges)`);
  // RUNS trainings on the same data, each in its own order and with its own dropout draws; their averaged-perceptron
  // weights are averaged before quantising. The first run continues the seeded stream of the development split
  // (so RUNS=1 is one training); run k ≥ 2 uses the stream of seed SEED + 1000 (k − 1).
  const sum: Averaged = { w: new Map(), trans: new Float64Array(T * T), start: new Float64Array(T) };
  for (let k = 1; k <= RUNS; k++) {
    const started = Date.now();
    const run = trainRun(train, k === 1 ? r : rng(SEED + 1000 * (k - 1)), `run ${k}/${RUNS}`);
    console.log(`run ${k}/${RUNS}: ${((Date.now() - started) / 60000).toFixed(1)} min, ${run.w.size} features, ${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB`);
    addTo(sum, run);
    if (RUN_TABLES && RUNS > 1) {
      // This run's own table, and that of the mean of runs 1..k (the table RUNS=k writes).
      const tables = k === 1 ? [['run1', run] as const] : [[`run${k}`, run] as const, [`mean${k}`, meanOf(sum, k)] as const];
      for (const [name, weights] of tables) {
        const fitted = fitToBudget(weights);
        const out = path.join(RUN_TABLES, `${VERSION}.${name}.json.br`);
        writeFileSync(out, pack(fitted.file).bytes);
        report(name, fitted, new NameModel(fitted.file, lexicon), dev, out);
      }
    }
  }
  const averaged = meanOf(sum, RUNS);
  const fitted = fitToBudget(averaged);
  report(RUNS === 1 ? 'model' : `mean of ${RUNS} runs`, fitted, new NameModel(fitted.file, lexicon), dev, OUT);
  writeFileSync(OUT, pack(fitted.file).bytes);
}

main();
