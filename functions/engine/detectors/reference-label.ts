/**
 * A word naming a reference number right before a number: `order #12345678`, `invoice no. 0212345678`,
 * `ticket: 4815162342`, `el pedido 7732613786`, `"order_id": "2625114980"`, `주문번호는 9339220`. The label says what
 * the digits are — an order, ticket, invoice, booking, … number — so a digit run there is not a phone number or a
 * national ID that its checksum happens to accept (one random number in ten passes a mod-10 or mod-11 check).
 *
 * Between the label and the digits only these may stand: a `no`/`nr`/`number`/`id`/`code` suffix (`order no.`,
 * `order_id`, `orderNumber`, `Rechnungs-Nr.`), a key's quotes and `:`/`=` (`"order_id": "`), `#`, a Korean topic or
 * subject particle (`주문번호는`), and a short letter prefix of the reference itself (`A-0470184`, `ORD-5512345`).
 *
 * Labels that also name personal numbers (`account`, `member`, `customer`, `계좌`) are not listed: an account
 * number is personal data, and a phone number used as one is still a phone number.
 */

/** Words naming a reference number: English, German, French, Spanish, Portuguese, Italian (lower case). */
const LABEL_WORDS = [
  'order', 'ticket', 'invoice', 'inv', 'ref', 'reference', 'tracking', 'booking', 'confirmation', 'case', 'claim',
  'receipt', 'transaction', 'txn', 'shipment', 'parcel', 'po', 'rma', 'serial', 'reservation',
  'bestellung', 'bestell', 'auftrag', 'auftrags', 'rechnung', 'rechnungs', 'sendung', 'sendungs', 'buchung', 'buchungs',
  'commande', 'facture', 'réservation', 'dossier',
  'pedido', 'factura', 'fatura', 'encomenda', 'reserva',
  'ordine', 'fattura', 'prenotazione',
];

/** What may follow the word before the number: `no.`, `nr.`, `number`, `id`, `code`, `nummer`, `n°`, … */
const NUMBER_WORDS = ['#', 'no\\.?', 'nr\\.?', 'num(?:ber)?\\.?', 'nummer', 'id', 'code', 'n[°º]', 'número', 'numéro', 'numero'];

/** Korean labels (order, waybill, reservation, receipt) with an optional `번호` and particle. */
const KOREAN_LABEL = '(?:주문|송장|운송장|예약|접수)(?:[ ]?번호)?(?:는|은|가|이)?';

/** A reference's own short letter prefix: `A-`, `ORD-`. */
const PREFIX = '(?:[A-Za-z]{1,4}-)?';

const REFERENCE_LABEL = new RegExp(
  `(?:(?:^|[^A-Za-z\\u00C0-\\u024F])(?:${LABEL_WORDS.join('|')})s?\\.?(?:[ _-]?(?:${NUMBER_WORDS.join('|')}))?["']?` +
    `|${KOREAN_LABEL})[ ]?[:=#]?[ ]?["']?${PREFIX}$`,
  'i',
);

/** How far before a number a label is looked for, in UTF-16 code units. */
const LABEL_WINDOW = 40;

/** A reference label (REFERENCE_LABEL) ends right before `start`. Reads only the few characters before it. */
export function followsReferenceLabel(text: string, start: number): boolean {
  return REFERENCE_LABEL.test(text.slice(Math.max(0, start - LABEL_WINDOW), start));
}
