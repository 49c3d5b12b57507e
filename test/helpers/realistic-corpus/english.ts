/**
 * English prose genres of the realistic corpus: chat messages to an assistant, support tickets, HR notes,
 * medical intake, sales e-mails, meeting notes, travel bookings, legal and finance text, general-knowledge
 * questions (public figures as topics), and long e-mail threads. Each genre is a set of openings, fillers,
 * identifier sentences and closings that `compose` combines; the slots inside them (people, places, products,
 * numbers, days) vary independently.
 */
import { CODE_NAMES, COUNTRY_NAMES, FIGURE_TOPICS, JOB_TITLES, MONTHS, PRODUCTS, TEAMS, WEEKDAYS } from './words';
import type { Person } from './values';
import { bag, compose, plantValue, type Cast, type Identifier, type Writer } from './writer';

/** The units of `pool` for this writer and cast, drawn without replacement. */
const units = (w: Writer, c: Cast, pool: readonly Unit[]): (() => string) => {
  const next = bag(w, pool);
  return () => next()(w, c);
};

type Frame = (v: string, w: Writer, c: Cast) => string;
type Unit = (w: Writer, c: Cast) => string;

/** Identifier sentences any English prose may carry. */
export const EN_FRAMES: Readonly<Record<Identifier, readonly Frame[]>> = {
  EMAIL_ADDRESS: [
    (v) => `You can reach me at ${v} if anything is unclear.`,
    (v) => `Please send the signed copy to ${v}.`,
    (v) => `My new e-mail address is ${v}; the old one no longer works.`,
    (v, w, c) => `cc ${v} on the reply, ${w.first(c.other)} handles the account now.`,
    (v) => `I tried to reset my password but the link never arrived at ${v}.`,
    (v, w, c) => `${w.name(c.other)}'s work e-mail is ${v}, in case you need to loop them in.`,
    (v) => `Contact: ${v}`,
    (v, w) => `Forward the draft to ${v} before ${w.pick(WEEKDAYS)}.`,
    (v) => `Can you write an email to ${v} asking for the updated quote?`,
    (v) => `Is ${v} still the right address for invoices?`,
    (v) => `Replies to ${v} bounce with "mailbox full", is there another way to reach you?`,
  ],
  PHONE_NUMBER: [
    (v) => `You can call me on ${v} after 6 pm.`,
    (v) => `My mobile number is ${v}.`,
    (v, w, c) => `Call ${w.name(c.other)} back at ${v} about the delivery window.`,
    (v) => `Phone: ${v}`,
    (v) => `The customer left a voicemail from ${v} but no name.`,
    (v) => `Text me at ${v} when you land.`,
    (v, w) => `Her office line is ${v}, extension ${w.int(100, 899)}.`,
    (v) => `If the courier cannot find the entrance, they should ring ${v}.`,
    (v, w, c) => `Emergency contact: ${w.name(c.other)}, ${v}.`,
    (v) => `Tel. ${v}`,
    (v) => `I changed my phone number to ${v}, please update my profile.`,
  ],
  CREDIT_CARD: [
    (v) => `I was charged twice on my card ${v} for the same order.`,
    (v, w) => `Card number: ${v}, expiry ${String(w.int(1, 12)).padStart(2, '0')}/${w.int(26, 31)}.`,
    (v) => `Can you check whether ${v} is a Visa or a Mastercard?`,
    (v) => `The payment with ${v} was declined at checkout.`,
    (v) => `Use the company card ${v} for the hotel deposit.`,
    (v) => `My wallet was stolen yesterday, please block the card ${v}.`,
    (v, w) => `Please refund ${w.neg('price')} to the credit card ${v}.`,
  ],
  IBAN_CODE: [
    (v) => `Please transfer the deposit to IBAN ${v}.`,
    (v) => `Our bank details changed: the new IBAN is ${v}.`,
    (v, w, c) => `Refund to account ${v} (${w.name(c.me)}).`,
    (v) => `Can you check if ${v} is a valid IBAN?`,
    (v, w, c) => `Payee: ${c.company}, IBAN ${v}, reference ${w.neg('invoice number')}.`,
    (v) => `The salary should go to ${v} from next month on.`,
  ],
  US_SSN: [
    (v) => `My SSN is ${v}.`,
    (v) => `Social security number: ${v}`,
    (v) => `The form asks for the applicant's SSN (${v}) and date of birth.`,
    (v, w, c) => `${w.name(c.other)}'s social security number on file is ${v}, but the IRS letter shows a different one.`,
    (v) => `I typed ${v} as my SSN on the W-4, is that the right field?`,
  ],
  KR_RRN: [
    (v) => `My Korean resident registration number is ${v}.`,
    (v) => `RRN: ${v}`,
    (v) => `The visa office asked for my 주민등록번호 (${v}) again.`,
  ],
  IP_ADDRESS: [
    (v) => `The server at ${v} stopped responding around midnight.`,
    (v) => `We keep seeing failed logins from ${v}.`,
    (v) => `Can you whitelist ${v} on the firewall?`,
    (v) => `My home IP is ${v}, and I cannot reach the VPN.`,
    (v) => `SSH to ${v} fails with "connection refused".`,
    (v) => `The printer got a new address, ${v}, after the router reset.`,
  ],
  URL: [
    (v) => `Here is my portfolio: ${v}`,
    (v) => `I shared the draft at ${v}, can you review it?`,
    (v) => `Book a slot here: ${v}`,
    (v) => `The link ${v} says it has expired.`,
    (v) => `Summarize the page at ${v} in three bullet points.`,
  ],
  DATE_TIME: [
    (v) => `I was born on ${v}.`,
    (v) => `Date of birth: ${v}`,
    (v, w, c) => `${w.name(c.other)} (DOB ${v}) is the primary policyholder.`,
    (v) => `My appointment is on ${v}, can you remind me the day before?`,
    (v) => `The contract starts on ${v}.`,
    (v) => `We landed on ${v} and the bag never showed up.`,
    (v) => `Please move the interview to ${v}.`,
  ],
  AWS_ACCESS_KEY: [
    (v) => `I accidentally pushed the key ${v} to a public repo, what should I do first?`,
    (v) => `Why does ${v} get AccessDenied on s3:PutObject?`,
    (v) => `aws_access_key_id = ${v}`,
  ],
  AWS_SECRET_KEY: [
    (v) => `aws_secret_access_key = ${v}`,
    (v) => `export AWS_SECRET_ACCESS_KEY="${v}"`,
  ],
  STREET_ADDRESS: [
    (v) => `Please ship it to ${v}.`,
    (v) => `I moved to ${v} last month, please update my address.`,
    (v) => `The flat at ${v} has a leaking roof again.`,
    (v) => `Pick me up at ${v} at 7.`,
    (v) => `Our new office is at ${v}.`,
    (v) => `Billing address: ${v}`,
  ],
  UK_NINO: [
    (v) => `My National Insurance number is ${v}.`,
    (v) => `NI number: ${v}`,
    (v) => `HMRC wants the NINO (${v}) on the form.`,
  ],
  UK_NHS: [
    (v) => `NHS number ${v}`,
    (v) => `My NHS number is ${v}, the surgery needs it for the referral.`,
    (v) => `Patient NHS no: ${v}`,
  ],
  ES_NIF: [
    (v) => `My Spanish DNI is ${v}.`,
    (v) => `NIF: ${v}`,
  ],
  CA_SIN: [
    (v) => `My SIN is ${v}.`,
    (v) => `Social insurance number: ${v}`,
  ],
  MAC_ADDRESS: [
    (v) => `The laptop's MAC address is ${v}.`,
    (v) => `Add ${v} to the allowed devices on the Wi-Fi.`,
  ],
  US_BANK_ROUTING: [
    (v, w) => `Routing number ${v}, account ${w.pii('US_BANK_ACCOUNT', String(w.int(1000000000, 9999999999)))}.`,
    (v) => `Is ${v} the right ABA routing number for wire transfers?`,
  ],
  GITHUB_TOKEN: [
    (v) => `GITHUB_TOKEN=${v}`,
    (v) => `I pasted my token ${v} into the CI settings by mistake.`,
  ],
  PASSWORD: [
    (v) => `My password is ${v}, why does the login still fail?`,
    (v) => `password: ${v}`,
    (v) => `The Wi-Fi password is ${v}.`,
  ],
  DATABASE_PASSWORD: [(v) => `postgres://app:${v}@db.internal:5432/orders`],
  JSON_WEB_TOKEN: [
    (v) => `Authorization: Bearer ${v}`,
    (v) => `Decode this JWT for me: ${v}`,
  ],
  KR_BRN: [(v) => `Business registration number: ${v}`],
  KR_BANK_ACCOUNT: [(v) => `Please send it to my Kookmin Bank account ${v}.`],
  US_PASSPORT: [
    (v) => `My passport number is ${v}.`,
    (v, w, c) => `Passport no. ${v}, issued in ${w.city(c.me.country)}.`,
  ],
};

/** An identifier sentence from `frames` (falling back to EN_FRAMES), about the writer unless `who` is given. */
export function identifierFrom(frames: Partial<Record<Identifier, readonly Frame[]>>, w: Writer, c: Cast, e: Identifier): string {
  const pool = frames[e] ?? EN_FRAMES[e];
  const frame = w.pick(pool);
  const value = plantValue(w, e, w.chance(0.8) ? c.me : c.other);
  return frame(value, w, c);
}

const greeting = (w: Writer, c: Cast): string => `${w.pick(['Hi', 'Hello', 'Dear', 'Hey', 'Good morning'])} ${w.first(c.you)},`;
const signOff = (w: Writer, c: Cast): string =>
  `${w.pick(['Best regards,', 'Thanks,', 'Kind regards,', 'Cheers,', 'Many thanks,', 'Best,'])}\n${w.chance(0.6) ? w.name(c.me) : w.first(c.me)}`;

const some = <T>(w: Writer, xs: readonly T[]): T => w.pick(xs);

/** A person's country as prose names it (`the UK`), the name planted as LOCATION. */
const country = (w: Writer, p: Person): string => {
  const name = COUNTRY_NAMES[p.country];
  return name.startsWith('the ') ? `the ${w.pii('LOCATION', name.slice(4))}` : w.pii('LOCATION', name);
};

// ---------------------------------------------------------------------------------------------------------
// Chat messages to an assistant
// ---------------------------------------------------------------------------------------------------------

const CHAT_FILLERS: readonly Unit[] = [
  (w) => `Can you make this sound more ${some(w, ['professional', 'friendly', 'concise', 'confident', 'polite'])}?`,
  (w) => `Keep it under ${w.int(3, 12) * 25} words.`,
  () => 'I am not a native speaker, so please fix the grammar too.',
  (w, c) => `I need to write a ${some(w, ['cover letter', 'complaint', 'thank-you note', 'resignation letter', 'reference request'])} to ${w.name(c.you)}.`,
  (w, c) => `I live in ${w.city(c.me.country)} and I am looking for a ${some(w, ['dentist', 'tax adviser', 'Spanish tutor', 'climbing gym', 'daycare'])} nearby.`,
  (w) => `What is the difference between a ${some(w, ['Roth IRA and a 401(k)', 'fixed and a variable mortgage', 'LLC and a sole proprietorship', 'credit union and a bank'])}?`,
  (w, c) => `My landlord, ${w.name(c.other)}, says the deposit will be returned within ${w.int(2, 8)} weeks. Is that legal?`,
  (w) => `Explain it like I am ${w.int(8, 15)} years old.`,
  () => 'Give me three options, from most to least formal.',
  (w, c) => `We are moving from ${w.city(c.me.country)} to ${w.city(c.other.country)} next ${some(w, MONTHS)} — what should I sort out first?`,
  (w) => `I bought ${some(w, PRODUCTS)} for ${w.neg('price')} and it broke after ${w.int(2, 11)} weeks.`,
  () => 'Please answer in bullet points.',
  (w, c) => `My manager ${w.name(c.you)} asked me to summarise the incident for the weekly report.`,
  (w) => `Write a ${some(w, ['haiku', 'limerick', 'short poem', 'toast'])} for my ${some(w, ['sister', 'colleague', 'grandfather', 'best friend'])}'s ${some(w, ['birthday', 'retirement', 'wedding', 'graduation'])}.`,
  () => 'Do not invent any facts, ask me if something is missing.',
  (w, c) => `${w.first(c.other)} and I are planning a ${w.int(3, 14)}-day trip to ${w.city(c.other.country)} in ${some(w, MONTHS)}.`,
  (w) => `How many calories are in ${w.int(2, 6)} eggs and a slice of toast?`,
  (w) => `Translate the next paragraph into ${some(w, ['French', 'German', 'Korean', 'Spanish', 'Portuguese', 'Japanese'])}.`,
  (w, c) => `My daughter ${w.first(c.other)} starts school in ${some(w, MONTHS)}; what should be in her bag?`,
  (w) => `Is version ${w.neg('version')} of the app safe to install, or should I wait?`,
  (w) => `Draft a reply that declines the offer but leaves the door open for ${some(w, MONTHS)}.`,
  () => 'What documents do I need to open a bank account as a new resident?',
  (w) => `Calculate the monthly payment on a loan of ${w.neg('price')} over ${w.int(2, 30)} years at ${w.int(2, 9)}.${w.int(0, 9)} %.`,
];

const CHAT_OPENINGS: readonly Unit[] = [
  () => '',
  () => '',
  (w) => some(w, ['Hi!', 'Quick question:', 'Hey, can you help me with something?', 'Hello.', 'I need your help.']),
  (w, c) => `My name is ${w.name(c.me)}.`,
  (w, c) => `I'm ${w.name(c.me)}, a ${some(w, JOB_TITLES)} at ${c.company}.`,
];

export const chatGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string =>
  compose(w, target, ids, {
    open: () => some(w, CHAT_OPENINGS)(w, c),
    filler: units(w, c, CHAT_FILLERS),
    identifier: (e) => identifierFrom({}, w, c, e),
    close: () => (w.chance(0.2) ? some(w, ['Thanks!', 'Thank you in advance.', 'thx', 'Appreciate it.']) : ''),
    blockSep: ' ',
    paragraph: 5,
  });

// ---------------------------------------------------------------------------------------------------------
// Support tickets
// ---------------------------------------------------------------------------------------------------------

const SUPPORT_FILLERS: readonly Unit[] = [
  (w) => `I ordered ${some(w, PRODUCTS)} on ${some(w, WEEKDAYS)} (order ${w.neg('order number')}) and it still has not shipped.`,
  (w) => `The tracking page has said "label created" for ${w.int(3, 12)} days.`,
  () => 'I have restarted the device twice and reset it to factory settings, nothing changed.',
  (w) => `The error message says "${some(w, ['E-1042: sync failed', 'Payment could not be authorised', 'Session expired, please sign in again', 'Unable to verify your identity'])}".`,
  (w) => `This is the ${some(w, ['second', 'third', 'fourth'])} time I am writing about this.`,
  (w) => `The model number on the box is ${w.neg('product code')}, firmware ${w.neg('version')}.`,
  (w, c) => `Your agent ${w.first(c.you)} promised a call back within 24 hours, but nobody called.`,
  () => 'I would like a full refund rather than a replacement.',
  (w) => `The invoice ${w.neg('invoice number')} shows a charge of ${w.neg('price')} that I do not recognise.`,
  () => 'Please close my account and delete my data.',
  (w) => `I was told to reference ticket ${w.neg('ticket id')} when writing back.`,
  () => 'The parcel arrived damaged; the box was crushed on one side and the screen is cracked.',
  (w, c) => `The delivery driver left it with my neighbour, ${w.name(c.other)}, without asking.`,
  (w) => `I have been a customer since ${w.int(2009, 2021)} and have never had a problem like this.`,
  () => 'Can you at least tell me when the item will be back in stock?',
  (w, c) => `I live in ${w.city(c.me.country)}, so the store you suggested is too far away.`,
  () => 'The app logs me out every few minutes since the last update.',
  (w) => `My subscription renewed at ${w.neg('price')} although I cancelled it in ${some(w, MONTHS)}.`,
];

const SUPPORT_SUBJECTS: readonly Unit[] = [
  (w) => `Subject: ${some(w, ['Order not delivered', 'Refund request', 'Wrong item received', 'Account locked', 'Double charge', 'Cancel my subscription', 'Damaged parcel'])}`,
  (w) => `[Ticket ${w.neg('ticket id')}] ${some(w, ['Re: Your recent order', 'Follow-up on refund', 'Complaint'])}`,
  (w, c) => greeting(w, c),
  (w) => some(w, ['Hello support team,', 'To whom it may concern,', 'Hi there,']),
];

export const supportGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string =>
  compose(w, target, ids, {
    open: () => some(w, SUPPORT_SUBJECTS)(w, c),
    filler: units(w, c, SUPPORT_FILLERS),
    identifier: (e) => identifierFrom({}, w, c, e),
    close: () => signOff(w, c),
    paragraph: 4,
  });

// ---------------------------------------------------------------------------------------------------------
// HR notes
// ---------------------------------------------------------------------------------------------------------

const employeeId = (w: Writer): string => `EMP-${String(w.int(1, 999999)).padStart(6, '0')}`;

const HR_FILLERS: readonly Unit[] = [
  (w, c) => `${w.name(c.other)} (${employeeId(w)}) joins the ${some(w, TEAMS)} team as ${some(w, JOB_TITLES)} on ${some(w, WEEKDAYS)}.`,
  (w) => `Salary band ${w.int(3, 9)}, base ${w.neg('price')}, reviewed every ${some(w, ['April', 'January', 'October'])}.`,
  (w, c) => `Probation review with ${w.name(c.you)} is scheduled for the end of ${some(w, MONTHS)}.`,
  () => 'Performance this quarter was solid; deadlines were met and feedback from peers is positive.',
  () => 'Two unplanned absences were recorded; both were reported on the same day.',
  (w) => `Requested parental leave of ${w.int(4, 26)} weeks starting in ${some(w, MONTHS)}.`,
  (w, c) => `Relocation from ${w.city(c.other.country)} is covered up to ${w.neg('price')}.`,
  () => 'Laptop and badge to be returned on the last working day.',
  (w) => `Training budget approved for the ${some(w, ['AWS', 'leadership', 'first-aid', 'data privacy', 'negotiation'])} course.`,
  (w, c) => `Reference check: former manager ${w.name(c.you)} confirmed the dates of employment.`,
  () => 'Please keep this note confidential; it is stored in the personnel file only.',
  (w) => `Worked at ${some(w, ['a logistics start-up', 'two hospitals', 'a regional bank', 'a design agency'])} ${w.neg('year range')} before joining.`,
  (w) => `Ticket ${w.neg('ticket id')} tracks the payroll change.`,
  (w, c) => `Emergency contact is ${w.name(c.you)} (spouse).`,
];

export const hrGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string =>
  compose(w, target, ids, {
    open: () =>
      w.oneOf([
        () => `HR note — ${w.name(c.me)}, ${some(w, JOB_TITLES)}`,
        () => `Employee file update: ${w.name(c.me)} (${employeeId(w)})`,
        () => 'Can you turn these HR notes into a short summary for the hiring manager?',
        () => `Onboarding checklist for ${w.name(c.me)}:`,
      ]),
    filler: units(w, c, HR_FILLERS),
    identifier: (e) => identifierFrom(HR_FRAMES, w, c, e),
    close: () => (w.chance(0.5) ? `Prepared by ${w.name(c.you)}, People Ops` : ''),
    sep: '\n',
    blockSep: '\n',
  });

const HR_FRAMES: Partial<Record<Identifier, readonly Frame[]>> = {
  US_SSN: [(v) => `SSN for payroll: ${v}`, (v) => `I-9 verified; social security number ${v}.`],
  IBAN_CODE: [(v) => `Salary account (IBAN): ${v}`],
  DATE_TIME: [(v) => `Date of birth: ${v}`, (v) => `Start date: ${v}`, (v) => `Last working day: ${v}`],
  STREET_ADDRESS: [(v) => `Home address: ${v}`],
  PHONE_NUMBER: [(v) => `Mobile: ${v}`, (v) => `Personal phone: ${v}`],
  EMAIL_ADDRESS: [(v) => `Personal e-mail: ${v}`, (v) => `Send the contract to ${v} for e-signature.`],
  UK_NINO: [(v) => `National Insurance: ${v}`],
  CA_SIN: [(v) => `SIN: ${v}`],
};

// ---------------------------------------------------------------------------------------------------------
// Medical intake
// ---------------------------------------------------------------------------------------------------------

const MEDICAL_FILLERS: readonly Unit[] = [
  (w) => `Presenting complaint: ${some(w, ['persistent cough for three weeks', 'lower back pain after lifting', 'recurring migraines', 'shortness of breath on exertion', 'rash on both forearms', 'dizziness when standing up'])}.`,
  (w) => `Current medication: ${some(w, ['metformin 500 mg twice daily', 'lisinopril 10 mg', 'none', 'ibuprofen as needed', 'levothyroxine 50 mcg', 'salbutamol inhaler'])}.`,
  (w) => `Allergies: ${some(w, ['penicillin', 'none known', 'peanuts', 'latex', 'sulfa drugs'])}.`,
  (w) => `Blood pressure ${w.int(105, 160)}/${w.int(65, 100)}, pulse ${w.int(55, 110)}, temperature ${w.int(36, 38)}.${w.int(0, 9)} °C.`,
  (w) => `Smoker: ${some(w, ['no', 'yes, 10 a day', 'quit in 2015'])}. Alcohol: ${some(w, ['occasional', 'none', '2–3 units a week'])}.`,
  (w, c) => `Referred by Dr ${w.pii('PERSON', c.you.family)} at the ${w.city(c.me.country)} clinic.`,
  () => 'Patient asks whether the test results can be sent by post instead of e-mail.',
  (w) => `Family history: ${some(w, ['father had type 2 diabetes', 'mother had breast cancer at 52', 'no relevant history', 'sibling with asthma'])}.`,
  (w, c) => `Accompanied by ${w.pick(['her', 'his', 'their'])} ${some(w, ['husband', 'wife', 'daughter', 'son', 'carer'])}, ${w.name(c.other)}.`,
  () => 'Plan: blood tests, review in two weeks, return earlier if symptoms worsen.',
  (w) => `Insurance plan ${some(w, ['Gold PPO', 'Basic HMO', 'Bupa Comprehensive', 'self-pay'])}; co-pay ${w.neg('price')}.`,
  () => 'Can you rewrite these intake notes as a referral letter to a cardiologist?',
];

const MEDICAL_FRAMES: Partial<Record<Identifier, readonly Frame[]>> = {
  DATE_TIME: [(v) => `DOB: ${v}`, (v) => `Date of birth ${v}`, (v) => `Follow-up appointment: ${v}`],
  PHONE_NUMBER: [(v) => `Contact number: ${v}`, (v) => `Next of kin phone: ${v}`],
  STREET_ADDRESS: [(v) => `Address: ${v}`],
  UK_NHS: [(v) => `NHS number: ${v}`, (v) => `NHS no. ${v}`],
  EMAIL_ADDRESS: [(v) => `E-mail for results: ${v}`],
  US_SSN: [(v) => `SSN (insurance): ${v}`],
};

export const medicalGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string =>
  compose(w, target, ids, {
    open: () => w.oneOf([() => `Patient: ${w.name(c.me)}`, () => `Intake form — ${w.name(c.me)}, ${w.int(18, 90)} y`, () => 'New patient registration']),
    filler: units(w, c, MEDICAL_FILLERS),
    identifier: (e) => identifierFrom(MEDICAL_FRAMES, w, c, e),
    close: () => (w.chance(0.4) ? `Seen by: Dr ${w.name(c.you)}` : ''),
    sep: '\n',
    blockSep: '\n',
  });

// ---------------------------------------------------------------------------------------------------------
// Sales e-mails
// ---------------------------------------------------------------------------------------------------------

const SALES_FILLERS: readonly Unit[] = [
  (w, c) => `I enjoyed our conversation at the ${some(w, ['trade fair', 'conference', 'webinar', 'meetup'])} in ${w.city(c.you.country)}.`,
  (w, c) => `${c.company} helps ${some(w, ['logistics', 'retail', 'healthcare', 'fintech', 'manufacturing'])} teams cut ${some(w, ['onboarding time', 'shipping costs', 'manual data entry', 'churn'])} by about ${w.int(15, 45)} %.`,
  (w) => `Would ${some(w, WEEKDAYS)} at ${w.int(9, 16)}:${some(w, ['00', '30'])} work for a ${w.int(15, 45)}-minute call?`,
  (w) => `Our ${some(w, ['Starter', 'Team', 'Enterprise', 'Growth'])} plan starts at ${w.neg('price')} per month, billed annually.`,
  () => 'I have attached the case study and the pricing sheet we discussed.',
  (w, c) => `${w.name(c.other)} from our ${some(w, TEAMS)} team will join to answer the technical questions.`,
  () => 'No pressure at all — if the timing is wrong, just let me know and I will follow up next quarter.',
  (w) => `The pilot could start in ${some(w, MONTHS)} with ${w.int(5, 50)} seats.`,
  () => 'Happy to share references from customers in your industry.',
  (w) => `As promised, here is the quote ${w.neg('invoice number')}; it is valid for 30 days.`,
  (w, c) => `We already work with several companies in ${w.city(c.you.country)}.`,
  () => 'Just bumping this to the top of your inbox.',
];

const salesSignature = (w: Writer, c: Cast, ids: readonly Identifier[]): string => {
  const lines = [w.pick(['Best regards,', 'Kind regards,', 'Thanks,']), w.name(c.me), `${some(w, JOB_TITLES)} | ${c.company}`];
  // A signature usually carries the contact details the identifiers list asks for.
  for (const e of ids) lines.push(e === 'PHONE_NUMBER' ? `${w.pick(['M', 'T', 'Mobile', 'Direct'])}: ${plantValue(w, e, c.me)}` : plantValue(w, e, c.me));
  return lines.join('\n');
};

export const salesGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  const inSignature: Identifier[] = [];
  const rest: Identifier[] = [];
  for (const e of ids) (inSignature.length < 2 && (e === 'PHONE_NUMBER' || e === 'EMAIL_ADDRESS' || e === 'URL') ? inSignature : rest).push(e);
  return compose(w, target, rest, {
    open: () => (w.chance(0.3) ? `Subject: ${some(w, ['Quick follow-up', 'Next steps', 'Intro', `Re: ${c.company} pilot`])}\n\n` : '') + greeting(w, c),
    filler: units(w, c, SALES_FILLERS),
    identifier: (e) => identifierFrom({}, w, c, e),
    close: () => salesSignature(w, c, inSignature),
    paragraph: 3,
  });
};

// ---------------------------------------------------------------------------------------------------------
// Meeting notes (can grow to long documents)
// ---------------------------------------------------------------------------------------------------------

const MEETING_FILLERS: readonly Unit[] = [
  (w, c) => `- ${w.first(c.other)} to send the revised timeline by ${some(w, WEEKDAYS)}.`,
  (w) => `- Release ${w.neg('version')} is blocked on the ${some(w, ['migration', 'security review', 'load test', 'vendor contract'])}.`,
  (w) => `- ${some(w, CODE_NAMES)} stays on hold until the budget is confirmed.`,
  (w) => `- Decision: we go with option ${some(w, ['A', 'B', 'C'])}; revisit in ${some(w, MONTHS)}.`,
  (w) => `- Open question: who owns ${w.neg('ticket id')}?`,
  (w) => `- Churn in ${some(w, ['EMEA', 'APAC', 'North America', 'LATAM'])} is up ${w.int(1, 9)} points quarter over quarter.`,
  (w, c) => `- ${w.name(c.you)} presented the hiring plan: ${w.int(2, 9)} roles in ${some(w, TEAMS)}.`,
  () => '- Action: update the runbook before the next on-call rotation.',
  (w) => `- Vendor quote came in at ${w.neg('price')}, above the approved ${w.neg('price')}.`,
  (w, c) => `- Offsite moved to ${w.city(c.me.country)}, dates to be confirmed.`,
  () => '- Customer feedback on the new dashboard is mostly positive; export is the top request.',
  (w) => `- Incident review for build ${w.neg('build number')}: root cause was an expired certificate.`,
  (w) => `- Commit ${w.neg('commit hash')} fixes the flaky test; merge after review.`,
  () => '- Nobody objected to moving the standup to 9:45.',
];

const meetingSection = (w: Writer): string =>
  `\n## ${some(w, ['Roadmap', 'Hiring', 'Incidents', 'Budget', 'Customer feedback', 'Release planning', 'Partnerships', 'Security', 'AOB'])}`;

export const meetingGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  let n = 0;
  const next = units(w, c, MEETING_FILLERS);
  return compose(w, target, ids, {
    open: () =>
      `# ${some(w, ['Weekly sync', 'Quarterly planning', 'Project kickoff', 'Retro', 'Steering committee'])} — ${some(w, TEAMS)} team\n` +
      `Attendees: ${[c.me, c.you, c.other].map((p) => w.name(p)).join(', ')}\n` +
      (w.chance(0.5) ? `Location: ${w.city(c.me.country)} office / video\n` : ''),
    filler: () => (++n % 7 === 0 ? meetingSection(w) : next()),
    identifier: (e) => `- ${identifierFrom(MEETING_FRAMES, w, c, e)}`,
    close: () => (w.chance(0.5) ? `Next meeting: ${some(w, WEEKDAYS)}, same time. Notes by ${w.first(c.me)}.` : ''),
    sep: '\n',
    blockSep: '\n',
  });
};

const MEETING_FRAMES: Partial<Record<Identifier, readonly Frame[]>> = {
  EMAIL_ADDRESS: [(v, w, c) => `${w.first(c.other)} asked to be reached at ${v} while travelling.`],
  PHONE_NUMBER: [(v, w, c) => `Dial-in for ${w.first(c.you)}: ${v}`],
  IP_ADDRESS: [(v) => `Staging moved to ${v}; update the bookmarks.`],
  URL: [(v) => `Slides: ${v}`],
  DATE_TIME: [(v) => `Go-live date agreed: ${v}.`],
};

// ---------------------------------------------------------------------------------------------------------
// Travel bookings
// ---------------------------------------------------------------------------------------------------------

const flight = (w: Writer): string => `${some(w, ['LH', 'BA', 'AF', 'KE', 'OZ', 'UA', 'DL', 'IB', 'TP', 'KL'])} ${w.int(10, 999)}`;
const pnr = (w: Writer): string => Array.from({ length: 6 }, () => w.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'])).join('');

const TRAVEL_FILLERS: readonly Unit[] = [
  (w, c) => `Flight ${flight(w)} from ${w.city(c.me.country)} to ${w.city(c.other.country)} departs at ${w.int(6, 22)}:${some(w, ['05', '20', '35', '50'])}, seat ${w.int(3, 42)}${some(w, ['A', 'C', 'D', 'F'])}.`,
  (w) => `Booking reference ${pnr(w)}, ${w.int(1, 4)} adult${w.chance(0.5) ? 's' : ''}, ${some(w, ['economy', 'premium economy', 'business'])}.`,
  (w, c) => `Hotel: ${some(w, ['Hotel Astoria', 'The Granary', 'Harbour Inn', 'Residenz am Park', 'Hôtel des Arts'])}, ${w.int(2, 9)} nights, check-in after 15:00 in ${w.city(c.other.country)}.`,
  (w) => `Total price ${w.neg('price')} including taxes; free cancellation until 48 hours before arrival.`,
  () => 'Please add a vegetarian meal and one checked bag of 23 kg.',
  (w, c) => `Traveller: ${w.name(c.me)}; travelling with ${w.name(c.other)}.`,
  () => 'Can you plan a three-day itinerary with museums and one day hike?',
  (w) => `The rental car (${some(w, ['compact', 'SUV', 'estate'])}) is picked up at the airport desk.`,
  (w, c) => `Visa on arrival for citizens of ${country(w, c.me)}? Please check before I book.`,
  () => 'Is the train from the airport faster than a taxi at rush hour?',
];

const TRAVEL_FRAMES: Partial<Record<Identifier, readonly Frame[]>> = {
  US_PASSPORT: [(v) => `Passport number: ${v}`, (v) => `Passport no. ${v}, valid until 2031.`],
  DATE_TIME: [(v) => `Outbound on ${v}.`, (v) => `Return flight: ${v}`, (v) => `Passenger date of birth: ${v}`],
  PHONE_NUMBER: [(v) => `Mobile for flight updates: ${v}`],
  EMAIL_ADDRESS: [(v) => `Send the e-tickets to ${v}.`],
  STREET_ADDRESS: [(v) => `Pick-up address for the transfer: ${v}`],
  CREDIT_CARD: [(v) => `Guarantee the late arrival with card ${v}.`],
};

export const travelGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string =>
  compose(w, target, ids, {
    open: () => some(w, ['Itinerary', 'Please check this booking for mistakes:', 'Trip details', '']),
    filler: units(w, c, TRAVEL_FILLERS),
    identifier: (e) => identifierFrom(TRAVEL_FRAMES, w, c, e),
    close: () => '',
    sep: '\n',
    blockSep: '\n',
  });

// ---------------------------------------------------------------------------------------------------------
// Legal and finance (can grow to long documents)
// ---------------------------------------------------------------------------------------------------------

const LEGAL_FILLERS: readonly Unit[] = [
  () => 'The Tenant shall keep the premises in good repair and return them in the condition received, fair wear and tear excepted.',
  (w) => `The Buyer shall pay the purchase price of ${w.neg('price')} within ${w.int(14, 60)} days of the invoice date.`,
  () => 'Either party may terminate this Agreement with three months’ written notice to the other party.',
  () => 'Neither party shall be liable for any delay caused by events beyond its reasonable control.',
  (w) => `This Agreement is governed by the laws of ${w.pick(['the State of ', '', ''])}${w.pii('LOCATION', w.pick(['New York', 'Delaware', 'England and Wales', 'Ireland', 'Germany']))}, without regard to its conflict-of-laws rules.`,
  (w, c) => `The Service Provider, ${c.company}, represented by ${w.name(c.you)}, warrants that the services will be performed with reasonable skill and care.`,
  () => 'Confidential Information does not include information that is or becomes public through no fault of the receiving party.',
  (w) => `Late payments bear interest at ${w.int(2, 8)} % above the base rate.`,
  () => 'All notices shall be in writing and delivered by hand, by registered post or by e-mail with confirmation of receipt.',
  (w) => `Schedule ${w.int(1, 4)} lists the deliverables and their acceptance criteria.`,
  () => 'If any provision is held invalid, the remaining provisions continue in full force and effect.',
  (w, c) => `The guarantor, ${w.name(c.other)}, is jointly and severally liable for the obligations of the Borrower.`,
  (w) => `The loan of ${w.neg('price')} is repayable in ${w.int(12, 120)} monthly instalments.`,
  () => 'Can you explain this clause in plain English and tell me whether it is unusual?',
  (w) => `Annual report ${w.neg('year range')}: revenue grew, but operating margin fell by ${w.int(1, 6)} points.`,
];

const LEGAL_FRAMES: Partial<Record<Identifier, readonly Frame[]>> = {
  STREET_ADDRESS: [(v, w, c) => `between ${w.name(c.me)}, residing at ${v} ("the Tenant"), and ${c.company} ("the Landlord").`, (v) => `Registered office: ${v}.`],
  IBAN_CODE: [(v, w) => `Payments shall be made to IBAN ${v}, quoting reference ${w.neg('invoice number')}.`],
  US_BANK_ROUTING: [(v, w) => `Wire instructions: ABA routing ${v}, account number ${w.pii('US_BANK_ACCOUNT', String(w.int(100000000, 999999999999)))}.`],
  US_SSN: [(v) => `Borrower SSN: ${v}`],
  DATE_TIME: [(v) => `This Agreement is made on ${v}.`, (v) => `Borrower date of birth: ${v}.`],
  EMAIL_ADDRESS: [(v) => `Notices by e-mail to ${v}.`],
};

export const legalGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  let clause = 0;
  const next = units(w, c, LEGAL_FILLERS);
  return compose(w, target, ids, {
    open: () => some(w, [`${some(w, ['LEASE AGREEMENT', 'SERVICES AGREEMENT', 'LOAN AGREEMENT', 'NON-DISCLOSURE AGREEMENT'])}`, 'Please review this contract and list anything that is unfavourable to me:', 'Summarise the obligations of each party:']),
    filler: () => `${++clause}. ${next()}`,
    identifier: (e) => identifierFrom(LEGAL_FRAMES, w, c, e),
    close: () => (w.chance(0.6) ? `Signed: ${w.name(c.me)}\nFor ${c.company}: ${w.name(c.you)}` : ''),
    sep: '\n',
    blockSep: '\n\n',
  });
};

// ---------------------------------------------------------------------------------------------------------
// General knowledge: public figures and topics (hard negatives), usually without personal data
// ---------------------------------------------------------------------------------------------------------

const KNOWLEDGE_FILLERS: readonly Unit[] = [
  (w) => `Write a short essay about ${w.neg('public figure')}'s ${some(w, FIGURE_TOPICS)}.`,
  (w) => `Who influenced ${w.neg('public figure')} the most?`,
  (w) => `Compare ${w.neg('public figure')} and ${w.neg('public figure')} in a table.`,
  (w) => `List three books about ${w.neg('public figure')} for a high-school reading list, with ISBNs if you know them, e.g. ${w.neg('ISBN')}.`,
  (w) => `What happened in ${w.pii('LOCATION', w.pick(['Europe', 'Japan', 'Brazil', 'Egypt']))} ${w.neg('year range')}? Keep it to one paragraph.`,
  () => 'Explain how vaccines train the immune system.',
  (w) => `Is Python ${w.neg('version')} compatible with the latest NumPy?`,
  () => 'What are good names for a grey kitten?',
  (w) => `Summarise the plot of chapter ${w.int(1, 30)} without spoilers for later chapters.`,
  (w) => `How did ${w.neg('public figure')} die, and what is the evidence?`,
  () => 'Give me a week of vegetarian dinner ideas that take under 30 minutes.',
  (w) => `Convert ${w.int(5, 500)} miles to kilometres and explain the formula.`,
  () => 'Why is the sky blue? One paragraph, no jargon.',
  (w) => `The textbook (ISBN ${w.neg('ISBN')}) says the war lasted ${w.neg('year range')}; is that right?`,
  (w) => `What would ${w.neg('public figure')} think about social media? Answer in a playful tone.`,
];

export const knowledgeGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string =>
  compose(w, target, ids, {
    open: () => '',
    filler: units(w, c, KNOWLEDGE_FILLERS),
    identifier: (e) => identifierFrom({}, w, c, e),
    close: () => '',
    blockSep: ' ',
    paragraph: 4,
  });

// ---------------------------------------------------------------------------------------------------------
// E-mail threads (long documents): several support or sales messages quoted one under another
// ---------------------------------------------------------------------------------------------------------

export const threadGenre = (w: Writer, c: Cast, target: number, ids: readonly Identifier[]): string => {
  const messages: string[] = [];
  let size = 0;
  const perMessage = w.int(500, 1400);
  const remaining = [...ids];
  while (size < target || messages.length === 0) {
    const mine = remaining.splice(0, w.int(0, 2));
    const swap: Cast = messages.length % 2 === 0 ? c : { ...c, me: c.you, you: c.me };
    const body = (w.chance(0.5) ? supportGenre : salesGenre)(w, swap, perMessage, mine);
    const header = (): string =>
      `-----Original Message-----\nFrom: ${w.name(swap.me)}\nSent: ${some(w, WEEKDAYS)}, ${some(w, MONTHS)} ${w.int(1, 28)}\nSubject: Re: ${some(w, ['order', 'contract renewal', 'the pilot', 'your complaint', 'invoice'])}`;
    const m = messages.length === 0 ? body : `${header()}\n\n${body}`;
    messages.push(m);
    size += m.length + 2;
  }
  if (remaining.length > 0) messages.push(compose(w, 0, remaining, { open: () => 'P.S.', filler: () => '', identifier: (e) => identifierFrom({}, w, c, e), close: () => '', blockSep: ' ' }));
  return messages.join('\n\n');
};
