import type { Candidate, Detector, DetectorExamples } from './types';
import { keywordList } from '../text-index';
import { allMatches } from './matches';

/**
 * Passwords written as a labelled value: `password=…`, `pwd: …`, `passcode is …`, `비밀번호: …`. The label is
 * the evidence; the value (up to 64 non-space characters, quotes excluded) is the span. No entropy test: a
 * weak password is still a password. Placeholder values (`***`, `<password>`, `${VAR}`, `xxxx`, `changeme`
 * is NOT excluded — it is a real, common password) are dropped. Credential-format detectors (API keys, tokens)
 * live in their own files; this one covers only human passwords introduced by a label.
 */
const LABELLED = /(?<![A-Za-z])(?:passwords?|passwd|pass(?:code|phrase|word)?|pwd|pw|pin|비밀번호|암호|패스워드)(?:\s{0,2}(?:is|was|=|:|:=|->)\s{0,2}|\s{1,2}(?=["'`]))["'`]?([^\s"'`<>]{3,63}[^\s"'`<>.,;:)])(?=["'`]?(?:[\s,;)&]|$))/giu;

function* findPasswords(text: string): Generator<Candidate> {
  for (const m of allMatches(LABELLED, text)) {
    const value = m[1]!;
    if (/^(?:\*+|x+|\.+|\$\{.*\}|\{\{.*\}\}|%s|null|none|undefined|required|hidden|redacted|\[redacted\])$/i.test(value)) continue;
    const end = m.index + m[0].length;
    yield { start: end - value.length, end, score: 0.7, pattern: 'labelled-password' };
  }
}

/** The label words every match follows: the detector requires one. */
const LABEL_WORDS = keywordList(['pass', 'pw', 'pin', '비밀번호', '암호', '패스워드'], { caseInsensitive: true });

export const password: Detector = {
  id: 'password',
  entity: 'PASSWORD',
  requires: { keywords: LABEL_WORDS },
  patterns: [],
  find: findPasswords,
  context: [],
};

/** password's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const passwordExamples = (): DetectorExamples => ({
  positive: [
    { text: 'login with user=admin password=Tr0ub4dor&3 now', values: ['Tr0ub4dor&3'] },
    { text: 'My password is hunter22, please reset it', values: ['hunter22'] },
    { text: 'DB_PASSWORD: "s3cr3t-Pa55"', values: ['s3cr3t-Pa55'] },
    { text: '와이파이 비밀번호: qwer1234!', values: ['qwer1234!'] },
  ],
  negative: ['password=******', 'Forgot your password? Click here', 'password: ${DB_PASS}', 'the passport is ready'],
});
