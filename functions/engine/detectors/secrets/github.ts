/**
 * GitHub tokens. Format (GitHub docs, "About authentication to GitHub" → "GitHub's token formats", and the
 * engineering blog "Behind GitHub's new authentication token formats", 2021-04-05): a prefix naming the kind
 * (`ghp_` personal access token classic, `gho_` OAuth access token, `ghu_` GitHub App user-to-server token,
 * `ghs_` GitHub App installation (server-to-server) token, `ghr_` refresh token) + base62 body. For the 36-char
 * bodies, the last 6 characters are the base62 CRC32 of the first 30, which we verify: a valid checksum
 * earns the top score, a well-formed token with a wrong checksum (a typo, a truncated paste, a doc sample)
 * is still reported, at a lower score. Fine-grained PATs are `github_pat_` + 22 + `_` + 59 base62 characters
 * (gitleaks rule `github-fine-grained-pat`).
 */
import type { Candidate, Detector, DetectorExamples } from '../types';
import { base62Crc32Valid, defineSecret } from './shared';

const ENTITY = 'GITHUB_TOKEN';
const CONTEXT = ['github', 'token', 'gh_token', 'pat', 'oauth', 'git clone'];

/** Score of a token whose CRC32 checks out, and of a well-formed one whose checksum does not. */
const CHECKSUM_SCORE = 1;
const FORMAT_ONLY_SCORE = 0.6;

function checksummedFinder(prefix: string, regex: RegExp): (text: string) => Iterable<Candidate> {
  return function* find(text) {
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      const valid = base62Crc32Valid(m[0].slice(prefix.length));
      yield {
        start: m.index,
        end: m.index + m[0].length,
        score: valid ? CHECKSUM_SCORE : FORMAT_ONLY_SCORE,
        pattern: valid ? 'checksum' : 'format-only',
      };
    }
  };
}

function checksummedToken(id: string, prefix: string): Detector {
  const regex = new RegExp(`(?<![A-Za-z0-9_])${prefix}[A-Za-z0-9]{36}(?![A-Za-z0-9_])`, 'g');
  return defineSecret({
    id,
    entity: ENTITY,
    keywords: [prefix],
    patterns: [],
    find: checksummedFinder(prefix, regex),
    context: CONTEXT,
  });
}

export const githubPatClassic = checksummedToken('github-pat-classic', 'ghp_');
export const githubPatClassicExamples = (): DetectorExamples => ({
  positive: [
    { text: 'GITHUB_TOKEN=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', values: ['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'] },
    { text: "let g:gh_token='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'", values: ['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'] },
    // Wrong checksum: still a token-shaped secret, reported at the format-only score.
    { text: 'token ghp_FAKEKGpOyQNcdOyZbkBFTFoOxtzHq841Ky9M here', values: ['ghp_FAKEKGpOyQNcdOyZbkBFTFoOxtzHq841Ky9M'] },
  ],
  negative: [
    'ghp_FAKEKGpOyQNcdOyZbkBFTFoOxtzHq841Ky9', // 35 characters
    '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a', // 37 characters
    'x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', // inside a longer word
    'GHP_FAKEKGpOyQNcdOyZbkBFTFoOxtzHq841Ky9L', // the prefix is lower case
    'ghp_FAKEKGpOyQNcdOyZbk-FTFoOxtzHq841Ky9L', // `-` is not base62
  ],
});

export const githubOauthToken = checksummedToken('github-oauth-token', 'gho_');
export const githubOauthTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: 'oauth_token: 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', values: ['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'] },
    {
      text: 'git+https://someone: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@github.com/o/r.git',
      values: ['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'],
    },
    { text: '"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"', values: ['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'] },
  ],
  negative: ['gho_FAKELo8F2nXMzqQdgCWwDllJtWR6zq0oRty', 'gho_short', 'my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'],
});

export const githubAppUserToken = checksummedToken('github-app-user-token', 'ghu_');
export const githubAppUserTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: '"token": "ghu_FAKEA6bznBRkirAgsXOhyl9F6sn23D3bwI4d",', values: ['ghu_FAKEA6bznBRkirAgsXOhyl9F6sn23D3bwI4d'] },
    { text: 'ghu_FAKESp8kVzjliKE1QufhQNB9reosfh0Hm010', values: ['ghu_FAKESp8kVzjliKE1QufhQNB9reosfh0Hm010'] },
    { text: 'user token=ghu_FAKEA6bznBRkirAgsXOhyl9F6sn23D3bwI4d;', values: ['ghu_FAKEA6bznBRkirAgsXOhyl9F6sn23D3bwI4d'] },
  ],
  negative: ['ghu_FAKEA6bznBRkirAgsXOhyl9F6sn23D3bwI4', 'ghu_', 'ghu_FAKEA6bznBRkirAgsXOhyl9F6sn23D3bwI4d_x'],
});

export const githubAppInstallationToken = checksummedToken('github-app-installation-token', 'ghs_');
export const githubAppInstallationTokenExamples = (): DetectorExamples => ({
  positive: [
    {
      text: 'git clone http://ghs_FAKEypnXLDn8S9wPNWkPLR347A7TPd1sv8se@github.com/user/repo.git',
      values: ['ghs_FAKEypnXLDn8S9wPNWkPLR347A7TPd1sv8se'],
    },
    { text: 'GH_TOKEN=ghs_FAKEoE2u6Qe1NBPBTrbEpvpDbnIIAp0OoPnu', values: ['ghs_FAKEoE2u6Qe1NBPBTrbEpvpDbnIIAp0OoPnu'] },
    { text: 'ghs_FAKEypnXLDn8S9wPNWkPLR347A7TPd1sv8se', values: ['ghs_FAKEypnXLDn8S9wPNWkPLR347A7TPd1sv8se'] },
  ],
  negative: ['ghs_FAKEypnXLDn8S9wPNWkPLR347A7TPd1sv8s', 'ghs_FAKEypnXLDn8S9wPNWkPLR347A7TPd1sv8sex', 'ghs-FAKEypnXLDn8S9wPNWkPLR347A7TPd1sv8se'],
});

const GHR = 'ghr_FAKEyyIdYxWDsU78E9kcE3oEJJ8X1o9585yMa6Fv4ngcVnSOgsR8uQYuY8CstQTuNzuNGrTFhxha';

export const githubRefreshToken = defineSecret({
  id: 'github-refresh-token',
  entity: ENTITY,
  keywords: ['ghr_'],
  // Refresh tokens are 76 base62 characters after the prefix; their checksum layout is not documented.
  patterns: [{ name: 'refresh-token', regex: /(?<![A-Za-z0-9_])ghr_[A-Za-z0-9]{76}(?![A-Za-z0-9_])/g, score: 0.95 }],
  context: CONTEXT,
});

const FG1 = 'github_pat_11FAKEvBToSo2IeJKfLjG7_A0nIQoCWVGPqbQTh4DPcT850bhhhpwdmnu4LEqCI9jsl6OUmbXzY3eXwYD9';
const FG2 = 'github_pat_11FAKEbG56ToaA2iiI4QQH_GJIyU65YKtzrSPbFclphD1Cu5LrH9lMnFDOpdJvarwItsjk5inSjV5o3BDq';

export const githubPatFineGrained = defineSecret({
  id: 'github-pat-fine-grained',
  entity: ENTITY,
  keywords: ['github_pat_'],
  patterns: [
    {
      name: 'fine-grained-pat',
      regex: /(?<![A-Za-z0-9_])github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![A-Za-z0-9_])/g,
      score: 0.98,
    },
  ],
  context: CONTEXT,
});

/** githubRefreshToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const githubRefreshTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `"refresh_token": "${GHR}",`, values: [GHR] },
    { text: GHR, values: [GHR] },
    { text: `refresh=${GHR}&x=1`, values: [GHR] },
  ],
  negative: [GHR.slice(0, -1), `${GHR}a`, 'ghr_abc'],
});

/** githubPatFineGrained's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const githubPatFineGrainedExamples = (): DetectorExamples => ({
  positive: [
    { text: FG1, values: [FG1] },
    { text: `export GH_TOKEN="${FG2}"`, values: [FG2] },
    { text: `a ${FG1} b ${FG2}`, values: [FG1, FG2] },
  ],
  negative: [FG1.slice(0, -1), `${FG1}x`, FG1.replace('_A0n', 'A0n'), 'github_pat_'],
});
