/**
 * Verdicts and their order. `CHECK` exists only for Guardians on the v1.3 verdict set (a TOPIC policy flags a
 * controversial topic for review); under the default v1.4 set only PASS, MASK and BLOCK ever appear.
 */
export const VERDICTS = ['PASS', 'MASK', 'CHECK', 'BLOCK'] as const;
export type Verdict = (typeof VERDICTS)[number];


const RANK = { PASS: 0, MASK: 1, CHECK: 2, BLOCK: 3 } as const satisfies Record<Verdict, number>;

/** BLOCK > CHECK > MASK > PASS, at item, policy, part and top level alike. */
export function maxVerdict(a: Verdict, b: Verdict): Verdict {
  return RANK[a] >= RANK[b] ? a : b;
}

/** The highest verdict of a list; PASS for an empty list. */
export function aggregate(verdicts: Iterable<Verdict>): Verdict {
  let out: Verdict = 'PASS';
  for (const v of verdicts) out = maxVerdict(out, v);
  return out;
}
