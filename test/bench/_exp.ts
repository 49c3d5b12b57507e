import { build } from 'esbuild';
const base = { absWorkingDir: '/work/wt/load', entryPoints: ['functions/handlers/guard-api.ts'], bundle: true, minify: true, platform: 'node' as const, target: 'node22', format: 'cjs' as const, external: ['@aws-sdk/*', 're2'], write: false, metafile: true, logLevel: 'silent' as const };
async function size(label: string, extra: object) {
  const r = await build({ ...base, ...extra } as any);
  const out = r.outputFiles![0]!.contents;
  const legal = (Buffer.from(out).toString().match(/\/\*![\s\S]*?\*\//g) ?? []).join('').length;
  console.log(label.padEnd(30), (out.length / 1024).toFixed(1), 'KB', 'legal', legal);
}
(async () => {
  await size('as is', {});
  await size('charset utf8', { charset: 'utf8' });
  await size('legalComments none', { legalComments: 'none' });
  await size('utf8+nolegal', { charset: 'utf8', legalComments: 'none' });
})();
