/**
 * Package-registry publish tokens:
 * - npm: `npm_` + 36 base62 whose last 6 are the base62 CRC32 of the first 30 (npm blog, "npm's new access
 *   token format", 2021 — the GitHub scheme); checksum-valid tokens score highest.
 * - PyPI: API tokens are macaroons serialised as `pypi-AgEIcHlwaS5vcmc…` (the base64 of the `pypi.org`
 *   location header; PyPI docs, "API tokens"; gitleaks `pypi-upload-token`).
 * - RubyGems: `rubygems_` + 48 hex (RubyGems guides, "API key scopes"; gitleaks `rubygems-api-token`).
 * - Docker Hub: personal access tokens `dckr_pat_` + 27 characters of `[A-Za-z0-9_-]` (Docker docs).
 * - crates.io: API tokens `cio` + 32 alphanumerics (crates.io source, token format; gitleaks rule idea).
 * - NuGet: API keys `oy2` + 43 lower-case base32 characters (gitleaks / noseyparker rule idea).
 */
import type { Candidate, DetectorExamples } from '../types';
import { base62Crc32Valid, defineSecret } from './shared';

const NPM1 = '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';
const NPM2 = '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';
const NPM_RE = /(?<![A-Za-z0-9_])npm_[A-Za-z0-9]{36}(?![A-Za-z0-9_])/g;

export const npmAccessToken = defineSecret({
  id: 'npm-access-token',
  entity: 'NPM_TOKEN',
  keywords: ['npm_'],
  patterns: [],
  find: function* find(text): Iterable<Candidate> {
    NPM_RE.lastIndex = 0;
    for (let m = NPM_RE.exec(text); m !== null; m = NPM_RE.exec(text)) {
      const valid = base62Crc32Valid(m[0].slice(4));
      yield {
        start: m.index,
        end: m.index + m[0].length,
        score: valid ? 1 : 0.6,
        pattern: valid ? 'checksum' : 'format-only',
      };
    }
  },
  context: ['npm', 'npm_token', '_authtoken', 'registry.npmjs.org'],
});

const PYPI =
  'pypi-AgEIcHlwaS5vcmcCJFAKEGOZxDxvyzQVF5p8BGDgNztanJcXcQVfyCycUK1dHW4f2x2O1GsUvQVz-qlG4E2hZJFVabXdhG0Fnxqmjt-_FgHaceriYIPzd3N_Fkuoo59fMwsgeo4';

export const pypiUploadToken = defineSecret({
  id: 'pypi-upload-token',
  entity: 'PYPI_TOKEN',
  keywords: ['pypi-AgEIcHlwaS5vcmc'],
  patterns: [
    { name: 'upload-token', regex: /(?<![A-Za-z0-9_-])pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,1000}(?![A-Za-z0-9_-])/g, score: 0.99 },
  ],
  context: ['pypi', 'twine', 'password', '__token__'],
});

const GEM = 'rubygems_64e1686311c2356fb820764d282eaa53ebc64f3e0ddb5b9a';

export const rubygemsApiKey = defineSecret({
  id: 'rubygems-api-key',
  entity: 'RUBYGEMS_API_KEY',
  keywords: ['rubygems_'],
  patterns: [{ name: 'api-key', regex: /(?<![A-Za-z0-9_-])rubygems_[0-9a-f]{48}(?![A-Za-z0-9_-])/g, score: 0.97 }],
  context: ['rubygems', 'gem', 'authorization'],
});

export const dockerHubPat = defineSecret({
  id: 'docker-hub-pat',
  entity: 'DOCKER_HUB_TOKEN',
  keywords: ['dckr_pat_'],
  patterns: [{ name: 'pat', regex: /(?<![A-Za-z0-9_-])dckr_pat_[A-Za-z0-9_-]{27}(?![A-Za-z0-9_-])/g, score: 0.97 }],
  context: ['docker', 'docker login', 'registry'],
});

const NUGET = 'oy2fakekq3xnb5wdtorc7maq4pqzjgdhk2y3lv6be5rzs7';

export const nugetApiKey = defineSecret({
  id: 'nuget-api-key',
  entity: 'NUGET_API_KEY',
  keywords: ['oy2'],
  patterns: [{ name: 'api-key', regex: /(?<![A-Za-z0-9_-])oy2[a-z0-9]{43}(?![A-Za-z0-9_-])/g, score: 0.85 }],
  minEntropy: 3.8,
  context: ['nuget', 'api-key', 'apikey', 'push'],
});

const CIO = 'cioFAKEp8BGZBlX192iExSQPm0SrUlBunG8';

export const cratesIoToken = defineSecret({
  id: 'crates-io-token',
  entity: 'CRATES_IO_TOKEN',
  keywords: ['cio'],
  patterns: [{ name: 'api-token', regex: /(?<![A-Za-z0-9_-])cio[A-Za-z0-9]{32}(?![A-Za-z0-9_-])/g, score: 0.85 }],
  minEntropy: 4,
  validate: (v) => /[0-9]/.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v.slice(3)),
  context: ['crates.io', 'cargo', 'registry', 'token', 'bearer'],
});

/** npmAccessToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const npmAccessTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `//registry.npmjs.org/:_authToken=${NPM1}`, values: [NPM1] },
    { text: `NPM_TOKEN="${NPM2}"`, values: [NPM2] },
    { text: `${NPM1.slice(0, -1)}x`, values: [`${NPM1.slice(0, -1)}x`] }, // bad checksum: format-only score
  ],
  negative: ['npm_FAKE00zKLMcyKHKi7M07QbbStdd8Ag20Nmp', `${NPM1}a`, 'NPM_TOKEN="007e65c7-635d-4d54-8294-f360cb8e2e3f"', 'my_npm_FAKE00zKLMcyKHKi7M07QbbStdd8Ag20Nmpz'],
});

/** pypiUploadToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const pypiUploadTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `password = ${PYPI}`, values: [PYPI] },
    { text: `[pypi]\n  username = __token__\n  password = ${PYPI}\n`, values: [PYPI] },
    { text: `TWINE_PASSWORD="${PYPI}"`, values: [PYPI] },
  ],
  negative: ['pypi-AgEIcHlwaS5vcmc', 'pypi-AgEIcHlwaS5vcmcshort', PYPI.replace('pypi-', 'test-')],
});

/** rubygemsApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const rubygemsApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `curl -H 'Authorization:${GEM}' https://rubygems.org/api/v1/web_hooks.json`, values: [GEM] },
    { text: `:rubygems_api_key: ${GEM}`, values: [GEM] },
    { text: `GEM_HOST_API_KEY="${GEM}"`, values: [GEM] },
  ],
  negative: [GEM.slice(0, -1), `${GEM}0`, GEM.toUpperCase().replace('RUBYGEMS', 'rubygems')],
});

/** dockerHubPat's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const dockerHubPatExamples = (): DetectorExamples => ({
  positive: [
    { text: 'docker login -u someone -p dckr_pat_FAKEDBcVYFYtaPlozdwy8g-qR4E', values: ['dckr_pat_FAKEDBcVYFYtaPlozdwy8g-qR4E'] },
    { text: 'DOCKERHUB_TOKEN=dckr_pat_FAKEDBcVYFYtaPlozdwy8g-qR4E', values: ['dckr_pat_FAKEDBcVYFYtaPlozdwy8g-qR4E'] },
    { text: '"dckr_pat_FAKEDBcVYFYtaPlozdwy8g-qR4E"', values: ['dckr_pat_FAKEDBcVYFYtaPlozdwy8g-qR4E'] },
  ],
  negative: ['dckr_pat_FAKEDBcVYFYtaPlozdwy8g-qR4', 'dckr_pat_FAKEDBcVYFYtaPlozdwy8g-qR4Ex', 'dckr_pat_<token>'],
});

/** nugetApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const nugetApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `nuget push pkg.nupkg ${NUGET} -Source https://api.nuget.org/v3/index.json`, values: [NUGET] },
    { text: `dotnet nuget push "x.nupkg" --api-key  ${NUGET} -s nuget.org`, values: [NUGET] },
    { text: `NUGET_API_KEY=${NUGET}`, values: [NUGET] },
  ],
  negative: [NUGET.slice(0, -1), `${NUGET}a`, `oy2${'a'.repeat(43)}`],
});

/** cratesIoToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const cratesIoTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `Bearer: ${CIO}`, values: [CIO] },
    { text: `CARGO_REGISTRY_TOKEN=${CIO}`, values: [CIO] },
    { text: `cargo login ${CIO}`, values: [CIO] },
  ],
  negative: [CIO.slice(0, -1), `${CIO}x`, 'ciotgpbgzblxiexsqpmsrulbungzdabcdefgh', 'audiocioSomethingElse'],
});
