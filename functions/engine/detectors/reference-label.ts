/**
 * A word naming a reference number right before a number: `order #12345678`, `invoice no. 0212345678`,
 * `ticket: 4815162342`, `tracking number 9400…`, `주문번호 20240115001`. The label says what the digits are — an
 * order, ticket, invoice, booking, … number — so a digit run there is not a phone number or a national ID that
 * its checksum happens to accept (one random number in ten passes a mod-10 or mod-11 check). Only spaces, `#`,
 * `:`, `.` and a `no`/`nr`/`number`/`id`/`code` label may stand between the word and the number.
 *
 * Labels that also name personal numbers (`account`, `member`, `customer`, `계좌`) are not listed: an account
 * number is personal data, and a phone number used as one is still a phone number.
 */
const REFERENCE_LABEL =
  /(?:^|[^A-Za-z])(?:order|ticket|invoice|inv|ref|reference|tracking|booking|confirmation|case|claim|receipt|transaction|txn|shipment|parcel|po|rma|serial|reservation)s?\.?(?:[ ]?(?:#|no\.?|nr\.?|num(?:ber)?\.?|id|code))?[ ]?[:#]?[ ]?$|(?:주문|송장|운송장|예약|접수)(?:번호)?[ ]?[:#]?[ ]?$/i;

/** How far before a number a label is looked for, in UTF-16 code units. */
const LABEL_WINDOW = 40;

/** A reference label (REFERENCE_LABEL) ends right before `start`. Reads only the few characters before it. */
export function followsReferenceLabel(text: string, start: number): boolean {
  return REFERENCE_LABEL.test(text.slice(Math.max(0, start - LABEL_WINDOW), start));
}
