/** Every relative link of the documentation reaches a file, and every `#anchor` a heading of it (GitHub's slugs). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name === 'cdk.out' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** GitHub's heading anchors: lower-cased, punctuation dropped, spaces to hyphens. */
function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

const links = markdownFiles(ROOT).flatMap((file) => {
  const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/.test(href))
    .map((href) => [relative(ROOT, file), href] as const);
});

it('finds the links between the pages', () => {
  expect(links.length).toBeGreaterThan(20);
});

it.each(links)('%s → %s', (from, href) => {
  const [path, anchor] = href.split('#') as [string, string | undefined];
  const target = path === '' ? join(ROOT, from) : resolve(dirname(join(ROOT, from)), path);
  expect(existsSync(target)).toBe(true);
  if (anchor) expect([...anchors(target)]).toContain(anchor);
});
