/**
 * Every API example in the documentation agrees with the OpenAPI document: each curl call's JSON body (unless the
 * example shows a 4xx), each `# <status> {json}` answer written under a call, each JSON block right after a call
 * (its 200 answer), each detected item shown on its own, and each JSON block marked
 * `<!-- openapi: METHOD /path request|<status> -->` on the line before it. On the inline guard's pages every JSON
 * block is one of these, so a new example cannot go unchecked.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { componentErrors, findOperation, requestErrors, responseErrors } from '../helpers/openapi';

const ROOT = join(__dirname, '..', '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name === 'cdk.out' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

interface Example {
  readonly where: string;
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
  readonly answers: { status: number; body: unknown }[];
  readonly rejected?: boolean;
}

/** The curl calls of one ```bash block, with the answers written under each. */
function callsOf(block: string, where: string): Example[] {
  const starts = [...block.matchAll(/curl\s/g)].map((m) => m.index!);
  return starts.map((start, i) => {
    const region = block.slice(start, starts[i + 1] ?? block.length);
    // `http://host/v1/…` or `"${URL}v1/…"` (a base URL ending in /).
    const path = `/${/(?:\/|\})(v1\/[A-Za-z0-9_./{}-]*)/.exec(region)?.[1] ?? ''}`;
    const data = /-d\s+'([^']*)'/.exec(region)?.[1];
    const answers = [...region.matchAll(/^# (\d{3}) (\{.*\})$/gm)].map((m) => ({ status: Number(m[1]), body: JSON.parse(m[2]!) }));
    // `# 401` after the call: the example shows a rejection (its body need not be valid).
    const rejected = /#\s*4\d\d\b/.test(region);
    return { where, method: data !== undefined ? 'POST' : 'GET', path, ...(data !== undefined ? { body: JSON.parse(data) } : {}), answers, rejected };
  });
}

/** Pages whose every JSON block must be checked (an answer, a detected item or a marked block). */
const STRICT_PAGES = ['functions/guard/README.md', 'functions/guard/litellm.md'];

interface Marked {
  readonly where: string;
  readonly method: string;
  readonly path: string;
  /** `request`, or the status of an answer. */
  readonly what: 'request' | number;
  readonly value: unknown;
}

function examples() {
  const calls: Example[] = [];
  const items: { where: string; value: unknown }[] = [];
  const marked: Marked[] = [];
  const unchecked: string[] = [];
  for (const file of markdownFiles(ROOT)) {
    const text = readFileSync(file, 'utf8');
    const blocks = [...text.matchAll(/```(\w*)\n([\s\S]*?)```/g)];
    blocks.forEach((m, i) => {
      const where = `${relative(ROOT, file)}:${text.slice(0, m.index).split('\n').length}`;
      if (m[1] === 'bash' && m[2]!.includes('curl')) {
        const found = callsOf(m[2]!, where).filter((c) => c.path.startsWith('/v1/'));
        const next = blocks[i + 1];
        // A JSON block right after a call block is the last call's answer.
        if (next && next[1] === 'json' && next.index === m.index! + m[0].length + 1 && found.length > 0) {
          found[found.length - 1]!.answers.push({ status: 200, body: JSON.parse(next[2]!) });
        }
        calls.push(...found);
        return;
      }
      if (m[1] !== 'json') return;
      const mark = /<!-- openapi: (GET|POST) (\/\S+) (request|\d{3}) -->\n$/.exec(text.slice(0, m.index));
      const previous = blocks[i - 1];
      const answersACall = previous?.[1] === 'bash' && previous[2]!.includes('curl') && m.index === previous.index! + previous[0].length + 1;
      if (mark) {
        const what = mark[3] === 'request' ? 'request' : Number(mark[3]);
        marked.push({ where, method: mark[1]!, path: mark[2]!, what, value: JSON.parse(m[2]!) });
      } else if (/^\{\s*"rule_type"/.test(m[2]!.trim())) {
        items.push({ where, value: JSON.parse(m[2]!) });
      } else if (!answersACall && STRICT_PAGES.includes(relative(ROOT, file))) {
        unchecked.push(where);
      }
    });
  }
  return { calls, items, marked, unchecked };
}

const { calls, items, marked, unchecked } = examples();

it('finds the documented calls (the README, the inline, batch and deploy pages)', () => {
  const files = new Set(calls.map((c) => c.where.split(':')[0]));
  expect([...files].sort()).toEqual(
    expect.arrayContaining(['README.md', 'functions/guard/README.md', 'functions/jobs/README.md', 'lib/README.md']),
  );
  expect(calls.filter((c) => c.answers.length > 0).length).toBeGreaterThanOrEqual(8);
});

it.each(calls.map((c) => [`${c.where} ${c.method} ${c.path}`, c] as const))('%s', (_name, c) => {
  expect(findOperation(c.method, c.path.replace(/job_\.\.\.$/, 'job_x'))).toBeDefined();
  const showsRejection = c.rejected === true;
  if (c.body !== undefined && !showsRejection) expect(requestErrors(c.method, c.path, c.body)).toEqual([]);
  for (const a of c.answers) expect(responseErrors(c.method, c.path, a.status, a.body)).toEqual([]);
});

it.each(items.map((i) => [i.where, i.value] as const))('detected item at %s', (_where, value) => {
  expect(componentErrors('DetectedItem', value)).toEqual([]);
});

it('every JSON block of the inline guard pages is checked (a call\'s answer, a detected item or a marked block)', () => {
  expect(unchecked).toEqual([]);
  expect(new Set(marked.map((m) => `${m.method} ${m.path}`))).toEqual(
    new Set(['POST /v1/guard/api', 'POST /v1/guard/restore', 'POST /v1/guard/stream', 'POST /v1/litellm/beta/litellm_basic_guardrail_api']),
  );
});

it.each(marked.map((m) => [`${m.where} ${m.method} ${m.path} ${m.what}`, m] as const))('marked example %s', (_name, m) => {
  if (m.what === 'request') expect(requestErrors(m.method, m.path, m.value)).toEqual([]);
  else expect(responseErrors(m.method, m.path, m.what, m.value)).toEqual([]);
});
