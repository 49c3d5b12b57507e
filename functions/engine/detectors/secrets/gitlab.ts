/**
 * GitLab tokens. Prefixes from GitLab docs, "Token overview" → "Token prefixes": `glpat-` personal/project/
 * group access token (20 characters after the prefix; newer routable tokens are longer), `glptt-` pipeline
 * trigger token (40 hex), `GR1348941` runner registration token (20), `glrt-` runner authentication token,
 * `gldt-` deploy token. Gitleaks rules `gitlab-pat`, `gitlab-ptt`, `gitlab-rrt` use the same shapes.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

const ENTITY = 'GITLAB_TOKEN';
const CONTEXT = ['gitlab', 'token', 'runner', 'private-token'];

export const gitlabAccessToken = defineSecret({
  id: 'gitlab-access-token',
  entity: ENTITY,
  keywords: ['glpat-', 'gldt-', 'glrt-'],
  patterns: [
    {
      name: 'access-token',
      regex: /(?<![A-Za-z0-9_-])(?:glpat|gldt|glrt)-[A-Za-z0-9_-]{20,80}(?![A-Za-z0-9_-])/g,
      score: 0.97,
    },
  ],
  context: CONTEXT,
});

export const gitlabPipelineTriggerToken = defineSecret({
  id: 'gitlab-pipeline-trigger-token',
  entity: ENTITY,
  keywords: ['glptt-'],
  patterns: [{ name: 'trigger-token', regex: /(?<![A-Za-z0-9_-])glptt-[0-9a-f]{40}(?![A-Za-z0-9_-])/g, score: 0.97 }],
  context: CONTEXT,
});

export const gitlabRunnerRegistrationToken = defineSecret({
  id: 'gitlab-runner-registration-token',
  entity: ENTITY,
  keywords: ['GR1348941'],
  patterns: [{ name: 'registration-token', regex: /(?<![A-Za-z0-9_-])GR1348941[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])/g, score: 0.95 }],
  context: [...CONTEXT, 'registration-token'],
});

/** gitlabAccessToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const gitlabAccessTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: "--build-arg 'GO_REPO_TOKEN=glpat-FAKEL4JayTZwkJrj-L_2'", values: ['glpat-FAKEL4JayTZwkJrj-L_2'] },
    { text: 'PRIVATE-TOKEN: glpat-FAKE1Dikr4w7T2iuSzSu', values: ['glpat-FAKE1Dikr4w7T2iuSzSu'] },
    { text: 'deploy gldt-FAKE1Dikr4w7T2iuSzSu runner glrt-FAKEL4JayTZwkJrj-L_2', values: ['gldt-FAKE1Dikr4w7T2iuSzSu', 'glrt-FAKEL4JayTZwkJrj-L_2'] },
  ],
  negative: ['glpat-FAKE1Dikr4w7', 'glpat-xxxx', 'myglpat-FAKE1Dikr4w7T2iuSzSu', 'GLPAT-FAKE1Dikr4w7T2iuSzSu'],
});

/** gitlabPipelineTriggerToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const gitlabPipelineTriggerTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: '-F token=glptt-cfb2d98787303e00f3b21ea4ff07fe1e33fbc729 \\', values: ['glptt-cfb2d98787303e00f3b21ea4ff07fe1e33fbc729'] },
    { text: 'glptt-109a6cb24f350209e6174543265c588f612e60a6', values: ['glptt-109a6cb24f350209e6174543265c588f612e60a6'] },
    { text: '"glptt-109a6cb24f350209e6174543265c588f612e60a6"', values: ['glptt-109a6cb24f350209e6174543265c588f612e60a6'] },
  ],
  negative: ['glptt-cfb2d98787303e00f3b21ea4ff07fe1e33fbc72', 'glptt-CFB2D98787303E00F3B21EA4FF07FE1E33FBC729', 'glptt-cfb2d98787303e00f3b21ea4ff07fe1e33fbc7299'],
});

/** gitlabRunnerRegistrationToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const gitlabRunnerRegistrationTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: '--registration-token "GR1348941FAKEw3sI7qijLYLsGhkc" \\', values: ['GR1348941FAKEw3sI7qijLYLsGhkc'] },
    { text: 'GR1348941FAKEfSVOnh-LGu48qclN', values: ['GR1348941FAKEfSVOnh-LGu48qclN'] },
    { text: 'token: GR1348941FAKEw3sI7qijLYLsGhkc;', values: ['GR1348941FAKEw3sI7qijLYLsGhkc'] },
  ],
  negative: ['GR1348941FAKEw3sI7', 'GR1348941FAKEw3sI7qijLYLsGhkcX', 'XGR1348941FAKEw3sI7qijLYLsGhkc'],
});
