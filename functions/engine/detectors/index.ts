import { awsAccessKey } from './aws-access-key';
import { creditCard } from './credit-card';
import { emailAddress } from './email-address';
import { ibanCode } from './iban-code';
import { ipAddress } from './ip-address';
import { krRrn } from './kr-rrn';
import { phoneNumber } from './phone-number';
import type { Detector } from './types';
import { url } from './url';
import { usSsn } from './us-ssn';

/**
 * The built-in detector registry. Keep the list alphabetical by file name; adding a detector is one file, one
 * line here and one test file calling the conformance suite.
 */
const BUILT_IN: readonly Detector[] = [
  awsAccessKey,
  creditCard,
  emailAddress,
  ibanCode,
  ipAddress,
  krRrn,
  phoneNumber,
  url,
  usSsn,
];

export function createRegistry(detectors: readonly Detector[]): ReadonlyMap<string, Detector> {
  const byId = new Map<string, Detector>();
  for (const d of detectors) {
    if (byId.has(d.id)) throw new Error(`duplicate detector id: ${d.id}`);
    byId.set(d.id, d);
  }
  return byId;
}

export const DETECTORS: ReadonlyMap<string, Detector> = createRegistry(BUILT_IN);

/** Built-in detectors grouped by the entity type they report (an entity may have several detectors). */
export const DETECTORS_BY_ENTITY: ReadonlyMap<string, readonly Detector[]> = groupByEntity(DETECTORS);

function groupByEntity(registry: ReadonlyMap<string, Detector>): Map<string, Detector[]> {
  const out = new Map<string, Detector[]>();
  for (const d of registry.values()) {
    const list = out.get(d.entity);
    if (list) list.push(d);
    else out.set(d.entity, [d]);
  }
  return out;
}

export type { Candidate, Detector, DetectorExamples, DetectorPattern } from './types';
