import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, AssetHashType, DockerImage, Stack } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { GUARD_ARCHITECTURE, GUARD_RUNTIME, RE2_MODULE, REPO_ROOT } from './runtime';

/** The installed re2 (pinned by package-lock.json; `npm ci` builds or downloads its binary). */
const RE2_DIR = path.join(REPO_ROOT, 'node_modules', RE2_MODULE);

/** What re2 needs at run time: its loader and the addon (re2.js requires nothing else). */
const RE2_RUNTIME_FILES = ['package.json', 're2.js', 'LICENSE', path.join('build', 'Release', 're2.node')];

/**
 * One Lambda layer with the `re2` native addon at `/opt/nodejs/node_modules/re2`, shared by every function whose
 * code uses the engine (the runtime puts that folder on NODE_PATH). The functions mark re2 as external.
 *
 * Why a layer: `bundling.nodeModules: ['re2']` ran an npm install (a from-source build when offline, 2–3 min)
 * per function and shipped ~100 MB of build tree in each. The layer copies the binary that `npm ci` already
 * installed — the exact one the tests ran — once, with its debug symbols stripped when `strip` is available.
 *
 * The binary is tied to the Node ABI and platform of the machine that ran `npm ci`: synthesize for deployment on
 * Linux x86_64 with the runtime's Node major (22). Synth warns (`content-guard:native-module-abi`) otherwise.
 */
export class Re2Layer extends Construct {
  /** The stack's layer, created on first use. */
  static of(scope: Construct): Re2Layer {
    const stack = Stack.of(scope);
    return (stack.node.tryFindChild(Re2Layer.ID) as Re2Layer | undefined) ?? new Re2Layer(stack, Re2Layer.ID);
  }

  private static readonly ID = 'Re2Layer';

  readonly layer: lambda.LayerVersion;

  private constructor(scope: Construct, id: string) {
    super(scope, id);
    const version = (JSON.parse(fs.readFileSync(path.join(RE2_DIR, 'package.json'), 'utf8')) as { version: string }).version;
    this.layer = new lambda.LayerVersion(this, 'Layer', {
      description: `re2 ${version} native addon for ${GUARD_RUNTIME.name} ${GUARD_ARCHITECTURE.name}`,
      compatibleRuntimes: [GUARD_RUNTIME],
      compatibleArchitectures: [GUARD_ARCHITECTURE],
      code: lambda.Code.fromAsset(RE2_DIR, {
        // The content is determined by the version and the binary's ABI and platform (not by the source tree,
        // which holds a 70 MB build directory that would only slow hashing down).
        assetHashType: AssetHashType.CUSTOM,
        assetHash: `re2-${version}-node-abi${process.versions.modules}-${process.platform}-${process.arch}`,
        bundling: {
          image: DockerImage.fromRegistry('unused-local-bundling-only'),
          local: { tryBundle: (outputDir) => copyRe2(outputDir) },
        },
      }),
    });
    if (Stack.of(this).bundlingRequired) warnOnForeignBinary(this);
  }
}

function copyRe2(outputDir: string): boolean {
  const target = path.join(outputDir, 'nodejs', 'node_modules', RE2_MODULE);
  for (const file of RE2_RUNTIME_FILES) {
    const from = path.join(RE2_DIR, file);
    if (!fs.existsSync(from)) {
      throw new Error(`re2 layer: ${from} is missing; run \`npm ci\` (it builds or downloads the re2 binary)`);
    }
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
  // Debug sections are ~90 % of a from-source build (20 MB → ~2 MB); the dynamic symbols stay. Optional.
  spawnSync('strip', ['--strip-debug', path.join(target, 'build', 'Release', 're2.node')], { stdio: 'ignore' });
  return true;
}

/**
 * A binary built for another Node ABI or platform deploys fine and fails at cold start ("compiled against a
 * different Node.js version" / "invalid ELF header"). Loading it here proves it matches this Node.
 */
function warnOnForeignBinary(scope: Construct): void {
  const runtimeMajor = /^nodejs(\d+)\./.exec(GUARD_RUNTIME.name)?.[1];
  const localMajor = process.versions.node.split('.')[0];
  const problems: string[] = [];
  if (runtimeMajor !== undefined && runtimeMajor !== localMajor) {
    problems.push(`local Node ${localMajor} builds for a different ABI than ${GUARD_RUNTIME.name}`);
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    problems.push(`the binary is for ${process.platform}-${process.arch}, Lambda needs linux-x64`);
  }
  try {
    require(RE2_DIR);
  } catch {
    problems.push('node_modules/re2 does not load in this Node (run `npm ci` with the Node you deploy with)');
  }
  if (problems.length > 0) {
    Annotations.of(scope).addWarningV2(
      'content-guard:native-module-abi',
      `The re2 layer will not load on Lambda: ${problems.join('; ')}. ` +
        `Synthesize for deployment on Linux x86_64 with Node ${runtimeMajor} after \`npm ci\`.`,
    );
  }
}
