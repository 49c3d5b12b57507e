/**
 * Templates of the name model's generated text (./generate.ts), written for this project, by genre. Slots in
 * braces are filled by the generator (the list is in generate.ts `slot`); `[[text|CLS]]` is a literal span of
 * class CLS; `~이`, `~은`, `~을`, `~와`, `~아`, `~랑`, `~로`, `~예요` right after a slot pick the Korean particle form
 * that fits the slot's last syllable (`김민수가`, `박하은이`).
 *
 * English sentences are also built from parts (PERSON_SUBJECTS × SUBJECT_VERBS × PLACE_TAILS, OBJECT_FRAMES ×
 * PERSON_OBJECTS, …) so that names and places meet many contexts, not a few memorised ones.
 */

/** Ways to write a person in subject position. {PER} is any way to write a person's name. */
export const PERSON_SUBJECTS = [
  '{P}', '{P}', '{P}', '{F}', '{F}', '{TS}', '{AFS}', 'our customer {P}', 'my colleague {F}', 'my manager, {P},',
  '{P} from {O}', '{P} ({ROLE})', 'the {ROLE}, {P},', '{P}, our {ROLE},', 'my {REL} {F}', 'customer {P}', 'patient {P}',
  'employee {P}', 'applicant {P}', '{F} from {TEAM}', '{F} and {F}', '{P} and {P}', 'Mr. {S}', 'Ms. {S}', 'Dr. {S}',
  'our {ROLE} {P}', '{P}, who lives in {C},', 'my {REL}, {F},', '{P} in {TEAM}', '{F} (in {C})', '{S}', '{F}', '{F}', '{S} from {TEAM}',
];

export const SUBJECT_VERBS = [
  'called about the refund', 'asked for a callback', 'will join the call on {DAY}', 'is moving house next month',
  'reported the outage', 'sent over the signed contract', 'missed the appointment', 'needs access to {N}',
  'was promoted to {ROLE}', 'has been on leave since {MONTH}', 'confirmed the booking', 'cancelled order {ORD}',
  'disputes the charge on invoice {NUM}', 'wants to update the billing address', 'is the emergency contact',
  'left a voicemail', 'approved the budget', 'will cover the shift', 'complained about the delay',
  'signed off on the {N} rollout', 'is handling the escalation', 'paid the deposit', 'forgot the password again',
  'uploaded the documents', 'is out sick today', 'starts on {DAY}', 'resigned last week', 'won the raffle',
  'was admitted on {DATE}', 'was discharged yesterday', 'has an allergy to penicillin', 'needs a follow-up in two weeks',
  'booked two nights', 'checked in late', 'said the parcel never arrived', 'owes us {MONEY}', 'referred a friend',
  'asked to be removed from the mailing list', 'would like a refund', 'is our main contact', 'will present the {N} results',
  'shared the {N} link', 'is visiting', 'lives alone', 'has two kids', 'just got married', 'passed away last spring',
  'is looking for a flat', 'applied for the {ROLE} role', 'filed the claim', 'signed the lease', 'is on the night shift',
  'drove the van', 'teaches maths', 'runs the bakery', 'wrote the report', 'took the minutes', 'is my emergency contact',
  'has the keys', 'called twice this morning', 'wants to speak to a manager', 'is waiting in reception', 'was late again',
  'will pick up the order', 'asked about the {N} discount', 'needs a letter for the bank', 'is my GP', 'was born in 1987',
  'said', 'mentioned it', 'agreed', 'replied', 'is cc\'d', 'will confirm', 'knows the details', 'said no',
];

export const PLACE_TAILS = [
  '', '', '', '', '', ' in {C}', ' from {C}', ' at the {C} office', ' while travelling in {K}', ' before leaving for {C}',
  ' after moving to {C}', ' in {C}, {K}', ' near {T}', ' back in {PL}', ' in {ST}', ' from {T}', ' on the way to {C}',
  ' at our {C} branch', ' here in {C}', ' over in {PL}', ' last week', ' yesterday', ' this morning', ' on {DAY}',
];

/** Ways to write a person in object position. */
export const PERSON_OBJECTS = ['{P}', '{P}', '{P}', '{F}', '{F}', '{TS}', '{AFS}', '{P} from {O}', '{F} in {TEAM}', 'my {REL} {F}', '{P} ({ROLE})', '{F} and {F}', '{P} and {P}', 'Dr. {S}', 'Mrs. {S}', 'Mr {S}', '{AF}', '{S}', '{F}'];

export const OBJECT_FRAMES = [
  'I spoke with {PER}', 'Please ask {PER}', 'Can you call {PER}', 'Forward this to {PER}', 'Send the invoice to {PER}',
  'This was reported by {PER}', 'Assign the ticket to {PER}', 'Schedule a meeting with {PER}', 'I had lunch with {PER}',
  'Remind {PER}', 'Thank {PER}', 'Please check with {PER}', 'The account belongs to {PER}', 'Reach out to {PER}',
  'Loop in {PER}', 'Escalate to {PER}', 'We hired {PER}', 'I am writing on behalf of {PER}', 'I need to reschedule with {PER}',
  'Add {PER} to the thread', 'I was helped by {PER}', 'The order was placed by {PER}', 'Our contact there is {PER}',
  'Please welcome {PER}', 'Congratulations to {PER}', 'Tell {PER}', 'We met {PER}', 'I would like to nominate {PER}',
  'Can you look up {PER}', 'Search for a customer named {PER}', 'Refund the charge for {PER}', "I'm meeting {PER}",
  'The car is registered to {PER}', 'The lease is in the name of {PER}', 'Say hi to {PER}', 'I used to work with {PER}',
  'The parcel was signed for by {PER}', 'Update the record for {PER}', 'Book a table for {PER}', 'Issue a new card to {PER}',
  'Who is {PER}', 'Do you know {PER}', 'Please invite {PER}', 'Give the keys to {PER}', 'I am the carer for {PER}',
  'Send flowers to {PER}', 'The payment came from {PER}', 'Transfer the call to {PER}', 'Check the file of {PER}',
  'The complaint is against {PER}', 'We received a letter from {PER}', 'I share a flat with {PER}', 'Happy birthday to {PER}',
  'Ping {PER}', 'cc {PER}', 'waiting on {PER}', 'blocked by {PER}', 'thanks to {PER}', 'approved by {PER}', 'owner: {PER}',
];

export const OBJECT_TAILS = [
  '', '', '', ' tomorrow', ' about the {N} issue', ' before {DAY}', ' in {C}', ' when you get a chance', ' at the {C} office',
  ' regarding order {ORD}', ' from {C}', ' please', ' asap', ' next week', ' on {DATE}', ', thanks', ' about the move to {C}',
];

/** Place-only clauses. */
export const PLACE_CLAUSES = [
  'I live in {C}', "we're based in {C}", 'the event is in {C} this year', 'flights to {C} are delayed', 'our {C} warehouse is closed',
  'the {C} office moved', 'we ship from {C} to {K}', "I'm travelling to {C} next week", 'the weather in {C} is awful',
  'I was born and raised in {C}', 'the company is headquartered in {C}', '{C} is lovely in spring', 'I just landed in {C}',
  'my parents still live in {C}, {K}', 'we are relocating to {K}', 'I grew up near {C}', 'our clinic in {C} is open',
  'the conference in {C} was cancelled', 'the parcel is stuck in {C}', 'delivery to {K} takes a week', 'I commute from {C} to {C}',
  'she is visiting family in {PL}', 'he retired to {C}', 'the hotel in {C} was great', 'anyone know a good dentist in {C}',
  'we drove through {ST} and {ST}', 'I moved from {ST} to {ST}', 'rent in {C} is crazy', 'I work remotely from {C}',
  'the job is located in {C}, {ST}', 'the branch near {T} closed', 'I spent the summer in {T}', 'our new site in {T} opens soon',
  'I am a resident of {C}', 'he is a native of {K}', 'she holds citizenship in {K}', 'we are based out of {C}',
  'it ships from {K}', 'is there a branch near {C}', 'do you deliver to {K}', 'my flight from {C} to {C} was cancelled',
  'the train from {T} to {C} is late', 'we stayed two nights in {T}', "I'm heading back to {C}", 'our team in {C} will help',
  'the move from {C} to {T} went fine', 'I was stationed in {PL} for years', 'they opened a shop in {T}',
  'she studied in {C} and works in {C}', 'we honeymooned in {PL}', 'the storm hit {ST} hard', 'I am stuck at {C} airport',
  'my daughter goes to school in {T}', 'he was posted to {K}', 'my address is in {C}', 'we used to live outside {T}',
  'the warehouse in {T}, {ST} is full', 'I drive to {T} every weekend', 'we visited {C}, {C} and {C}', 'greetings from {C}',
];

/** Address clauses (whole addresses are one STREET_ADDRESS span). */
export const ADDRESS_CLAUSES = [
  'ship it to {A}', 'my address is {A}', 'please mail the form to {A}', 'the property at {A} is vacant', 'it was delivered to {A}',
  'we moved to {A}', 'the office is located at {A}', 'send the keys to {A}', 'my new address: {A}', 'the billing address is {A}',
  'the incident happened outside {A}', 'return to: {A}', 'pickup from {A}', 'I live at {A}', 'the meeting is at {A}',
  'the package went to {A} by mistake', 'please update my address to {A}', 'deliver to {A}', 'our store at {A} is closing',
  'the viewing is at {A}', 'visit us at {A}', 'correspondence address: {A}', 'the claim concerns {A}',
];

/** Person with place or address. */
export const PERSON_PLACE = [
  '{P} lives at {A}', '{P} moved from {C} to {C}', '{P} is based in {C}', '{F} and I met in {C}', '{P} ({C})', "Hi, I'm {F} from {C}",
  'My name is {P} and I live in {C}', "{P}'s address is {A}", "{F}'s flight from {C} lands at 6", '{P} of {A}',
  '{P}, {C}, {K}', '{TS} from {C} called', '{P} relocated to {T}', '{F} is staying with {F} in {C}', '{P} was born in {C}, {K}',
  'Send it to {P} at {A}', '{P} is flying to {C} with {F}', 'My {REL} {F} lives in {T}', '{F} grew up in {ST}',
  '{P} works at our {C} site', 'contact {P} in {C}', '{P} – {C}', '{F} just moved to {C}!', '{AFS} lives in {C}',
  'Tenant {P} at {A}', '{P}, resident of {C}', '{F} from {T} won', '[[Jordan|PER]] moved from [[Jordan|LOC]] to [[Georgia|LOC]] with {F}',
  '{AF} flew to [[Paris|LOC]] in May', '[[Paris|PER]] is from [[Sydney|LOC]]', '[[Florence|PER]] visited [[Florence|LOC]]',
];

export const INTROS = [
  'My name is {P}', "I'm {P}", 'This is {P}', '{P} here', "It's {F}", 'Hello, my name is {P}', 'Hi, {F} speaking', 'my name is {F}',
  'I am {TS}', 'Hi, this is {F} from {O}', 'Hey, {F} here', "I'm {F}, the {ROLE}", 'Name is {P}', 'You can call me {F}',
  'I am {P}, {ROLE} at {O}', 'Hello, I am {P} and I need help', 'Greetings, my name is {P}', 'Hi there, {F} from {TEAM} here',
];

export const GREETINGS = ['Hi {F},', 'Dear {TS},', 'Hello {F} and {F},', 'Dear {P},', 'Hey {F}!', 'Good morning {F},', 'To {P},', 'Hi {F}', 'Dear {F},', 'Hello {TS},', 'Morning {F} -', '{F},', 'Hi all,', 'Hello team,', 'Dear Sir or Madam,', 'Hi there,'];

export const CLOSINGS = [
  'Best regards,\n{P}', 'Thanks,\n{F}', 'Cheers, {F}', 'Sincerely,\n{P}\n{ROLE}, {O}', '— {F}', 'Kind regards,\n{P}\n{A}', '-- \n{P}\n{O} | {C}',
  'Best,\n{F}', 'Regards, {P}', 'Thanks!\n{P}', 'Warm wishes,\n{F}', 'Yours sincerely,\n{TS}', 'Talk soon,\n{F}', 'Thank you,\n{P}\n{PHONE}',
  'Sent on behalf of {TS}', '{F}\nSent from my phone', 'Best regards,\n{P}\n{ROLE}\n{O}\n{A}', 'Thanks,\n{P} | {ROLE} | {C}',
];

/** Hard negatives in the same shapes: capitalised things that are not people or places, numbers, versions. */
export const NEGATIVE_CLAUSES = [
  '{X} called the webhook twice', 'Please ask {TEAM} to approve it', 'Forward this to {TEAM}', 'Assign the ticket to {TEAM}',
  'This was reported by {N} monitoring', 'Escalate to {TEAM}', 'I spoke with {O} support', 'The account belongs to {O}',
  'Upgrade {N} to version {VER}', 'Order {ORD} shipped on {DAY}', 'Invoice {NUM} is overdue', 'Build {NUM} failed on {N}',
  'The {N} release {VER} is out', 'Does {N} integrate with {N}?', 'My {N} keeps crashing', 'We migrated from {N} to {N}',
  '{N} support is down', 'Ticket {TICKET} was closed', 'Can you compare {N} and {N}?', 'The {N} subscription renews on {DATE}',
  'I bought the {N} on {DAY}', 'Reset my {N} password', 'Where do I find {N} settings?', 'The {MONTH} report is attached',
  'The meeting moved to {DAY}', 'I will be out {DAY}', 'Happy {HOLIDAY}!', 'Welcome to {O}!', 'Read the {N} guide',
  'The {TEAM} team will reply', 'SKU {SKU} is out of stock', 'Version {VER} fixes the {N} bug', 'Commit {HASH} broke the build',
  'The grace period ends in {MONTH}', 'I hope this helps', 'Will do!', 'Mark it as done', 'Will you send the April report?',
  'Summer sale: 20% off all {N} subscriptions', 'The {N} dashboard shows 1,250 active users', 'Error {NUM}: connection refused by {N}',
  'The meeting is on {DAY} at 3 PM', 'How do I export a report from {N} to {N}?', 'We hope you enjoy the new {N} features',
  'Please review the pull request', 'What does HTTP 404 mean?', 'Translate this into {LANG}, please', 'Write a Python function that reverses a string',
  'Explain the difference between TCP and UDP', 'How many calories are in an apple?', 'Let me know if you have any questions',
  'Thanks for reaching out! We will get back to you within 24 hours', '{O} acquired {O} last year', '{O} reported record revenue',
  'Is {N} covered by {N}?', 'The {N} plan costs {MONEY} a month', 'Run the installer and read the {N} guide', 'Tracking number {NUM}',
  'Case {TICKET} escalated to {TEAM}', 'Rollback to {VER} completed', 'Policy number {NUM} renews in {MONTH}', 'Section 4.2 applies',
  'Chapter 7 covers {N}', 'Use {N} or {N} for this', 'Patch Tuesday is next week', 'Dose: 500 mg twice daily', 'Room 214 is free',
  'The Grand Canyon is one of the largest canyons on Earth', 'The Amazon is the largest rainforest', 'Mount Everest is the tallest mountain',
  'Sign in with {N}', 'Join the {N} beta', 'Open {N} and click Settings', 'Press Ctrl+S to save', 'See Appendix B',
  'Bill me later', 'Mark as urgent', 'Grant access to {TEAM}', 'Chase the supplier', 'Will it rain on {DAY}?', 'I hope so',
  'May I ask a question?', 'Rose gold or silver?', 'Add a pinch of salt', 'Frank feedback is welcome', 'Summer hours start in June',
  'The Hunter model is discontinued', 'Sterling prices fell', 'Crystal clear audio', 'Amber alert issued', 'Ivy League schools',
];

/** Structured and multi-line shapes: forms, JSON, tables, logs, lists, signatures. */
export const STRUCTURED = [
  'Name: {P}\nAddress: {A}\nPhone: {PHONE}\nEmail: {EMAIL}',
  'Full name: {P}\nDate of birth: {DATE}\nCity: {C}',
  'Customer: {P} | Order: {ORD} | City: {C}',
  'Patient: {P}\nDOB: {DATE}\nPhysician: {TS}\nReferred from: {C}',
  'Emergency contact: {P} ({REL}), {PHONE}',
  'Passenger: {P}\nFrom: {C}\nTo: {C}\nSeat: 14C',
  'Ship to: {P}, {A1}',
  'Billing name: {P}\nBilling address: {A}',
  'Guest: {P}, Room 214, {NUM} nights',
  'Assignee: {P}\nReporter: {P}\nComponent: {N}\nFix version: {VER}',
  'Last name: {S}\nFirst name: {F}\nCountry: {K}',
  'Surname: {S}, Given name: {F}, Place of birth: {C}',
  'NAME: {PU}\nCITY: {CU}',
  '{S}, {F} — {C}',
  '{"name": "{P}", "city": "{C}", "order": "{ORD}"}',
  '{"customer": {"first_name": "{F}", "last_name": "{S}", "address": "{A1}"}}',
  '{"user": "{P}", "location": "{C}", "plan": "{N}"}',
  '[{"name": "{P}", "role": "{ROLE}"}, {"name": "{P}", "role": "{ROLE}"}]',
  '{"assignee": "{P}", "status": "open", "version": "{VER}"}',
  '{"patient": "{P}", "dob": "{DATE}", "ward": "B", "gp": "{TS}"}',
  '{"contact": {"name": "{P}", "email": "{EMAIL}", "country": "{K}"}, "id": {NUM}}',
  '{"product": "{N}", "sku": "{SKU}", "version": "{VER}", "price": "{MONEY}"}',
  'name,city,order\n{P},{C},{ORD}\n{P},{C},{ORD}',
  'first_name,last_name,country\n{F},{S},{K}\n{F},{S},{K}',
  '| Name | City | Role |\n|---|---|---|\n| {P} | {C} | {ROLE} |\n| {P} | {C} | {ROLE} |',
  '| Product | Version | Owner |\n|---|---|---|\n| {N} | {VER} | {P} |\n| {N} | {VER} | {TEAM} |',
  'id\tname\tcity\n{NUM}\t{P}\t{C}\n{NUM}\t{P}\t{C}',
  '{DATE} 12:01:22 INFO login ok user="{P}" city={C}',
  'INFO [auth] password reset requested for {P} from {C}',
  'WARN payment declined customer="{P}" order={ORD} amount={MONEY}',
  '[{TIME}] {F} joined the channel',
  '[{TIME}] {F}: morning all\n[{TIME}] {F}: hi {F}!',
  'ERROR 500 on /api/users/{NUM} (requested by {P})',
  'audit: record of {P} viewed by {P} at {TIME}',
  'DEBUG job {HASH} finished in 420 ms, version {VER}',
  'Attendees: {P}, {P}, {P}\nAction items:\n- {F} to send the {N} deck\n- {F} to follow up with {O} in {C}',
  'Notes from the {N} sync ({DATE})\n{F}: the launch slips to {MONTH}\n{F}: agreed',
  'Decision: {F} owns the {N} migration.\nNext steps: {F} and {F} will visit the {C} site.',
  'Attendees:\n- {P}\n- {P}\n- {P}\nApologies: {P}',
  'Travellers\n1. {P}\n2. {P}\nDestination: {C}, {K}',
  'Shipping to:\n{P}\n{A}',
  '{P}\n{A}\n\nDear {TS},\n\nI am writing to dispute a charge on invoice {NUM}.',
  'From: {P} <{EMAIL}>\nTo: {P}\nSubject: {N} follow-up\n\nHi {F}, see below.',
  '{P}\n{ROLE}\n{O}\n{PHONE}',
  'Release notes\n\n- Fixed {N} sync\n- Updated {N} to {VER}',
  'Getting Started\n\nRun the installer and read the {N} guide.',
  'TODO\n- call {F} re {ORD}\n- book hotel in {C}\n- renew {N}',
  'Reference: {P}, {ROLE}, {O}, {C}',
  'Witness: {P}\nSigned at {C} on {DATE}',
  'Tenant: {P}; Landlord: {P}; Premises: {A1}',
  'Itinerary for {P}: {C} → {C} → {C}',
  'Booking ref {REF} for {P} and {P}, {C} to {C}',
  'Donor: {P} ({C}) – {MONEY}',
  'Signed, {P}, {C}, {K}',
  'Contact person: {P}',
  'Full name: {P}\nCity: {C}',
  'Next of kin: {P} ({REL}), {A1}',
];

/** Genre sentences written whole (support, HR, medical, travel, legal, sales, chat). */
export const GENRE_SENTENCES = [
  'Hi, this is {P} and I need help with my order {ORD}.', 'Customer {P} from {C} requested a callback.',
  'Ticket {TICKET}: customer {P} reports that the {N} app crashes on login.', 'Caller: {P}, verified DOB. Issue: card blocked in {C}.',
  'My {N} account is under {P}, not {F}.', 'The package for {P} was sent to {A} but never arrived.',
  'Employee {P} (ID {NUM}) transferred from the {C} office to {C}.', 'Please add {P} to payroll starting next month.',
  '{TS} has been promoted to {ROLE}.', 'Performance review for {P}, reporting to {P}.',
  'Reference check: {P} worked with us in {C} for three years.', 'Candidate {P} is based in {C} and can start in {MONTH}.',
  'Exit interview with {P} scheduled for {DAY}.', 'Relocation package approved for {P} ({C} to {C}).',
  '{P} requested parental leave from {DATE}.', 'Patient {P}, 54, was admitted with chest pain.', '{TS} prescribed {N} for the patient.',
  'Referred by {TS} to the clinic in {C}.', 'Pt {P} c/o headache x3 days. Lives in {C} with {REL} {F}.',
  'Seen by {TS} at {O}.', 'Allergies: penicillin. GP: {TS}, {C}.', 'The patient, {P}, lives with her daughter {F} in {C}.',
  'Discharge summary for {P}: follow up with {TS} in two weeks.', 'Passenger {P} is booked on the flight from {C} to {C}.',
  'Hotel reservation under {P} in {C}, {K}.', 'Pick-up at {A} at 7am for {F}.', "What's the best way to get from {C} to {C}?",
  'Planning a road trip through {PL} and {PL}.', 'This agreement is made between {P} and {O}.', 'Power of attorney granted to {P}.',
  'The estate of {P} (deceased) is handled by {TS}.', 'Wire transfer to {P}, account at {O}, {C} branch.',
  'Hi {F}, great chatting at the {C} expo!', 'Would {F} from your {TEAM} team be the right person?', '{F} suggested I reach out.',
  'We work with teams like {O} in {C} and {C}.', 'lol {F} just told me {F} is moving to {C}', 'call me when you land in {C}',
  'hey {F} are you in {C} this weekend?', 'omg {F} got the job in {C}!!', 'ok ask {F} then', 'brb {F} is calling', '{F} said hi',
  '@{F} can you review?', 'ok so {F} said {F} is coming too', 'Thanks {F}! Talk soon.', 'Tell {F} I said hi.',
  "I'm {AF}. My sister {AF} is a nurse in {C}.", '{AF} said she would call back, I hope she does.', 'My daughter {AF} starts school in September.',
  '{AFS} asked for a grace period on the {N} payment.', 'Will {AFS} review it, or will {F}?', '{AFS} will send the April report.',
  'Meeting notes: {P}, {P} and {P} attended; {F} took notes.', 'According to {P}, the shipment left {C} on Monday.',
  'To whom it may concern: {P} has been a tenant at {A} since 2018.', '{P} wrote: the {N} release is ready.',
  'I met {F} in {C} when I was studying in {K}.', 'My grandparents emigrated from {K} to {K}.', 'Weather in {C} today: rain.',
  'Dear {F}, I hope this finds you well.', 'Dear {TS}, thank you for your letter.', 'Sincerely, {P}', 'Best regards, {F}',
  'Ticket from {C} to {C} for {P}, please.', 'Is {P} still working at {O}?', 'Ask {P} about the {N} migration before {DAY}.',
  'The landlord, {P}, lives at {A}.', 'The ticket was opened by {P} and assigned to {P}.', 'Book a table for {F} at 7pm.',
  '{P} and {P} both live in {C}.', 'I live at {A} with my partner {F}.', 'She grew up near {C} but now works in {C}.',
  'Hello, I am writing on behalf of my father, {P}, who lives alone in {C}.', 'Our agent {F} said the refund would arrive by {DAY}.',
  'I spoke with {F} from your {N} team yesterday and she told me to email {F}.', '{F} here, just checking whether the {N} invoice went out.',
];

export const GERMAN = [
  'Mein Name ist {P} und ich wohne in {C}.', 'Sehr geehrte Frau {S},', 'Sehr geehrter Herr {S},', 'Bitte schicken Sie die Rechnung an {A}.',
  'Herr {P} hat wegen der Bestellung {ORD} angerufen.', 'Frau {S} aus {C} bittet um Rückruf.', 'Mit freundlichen Grüßen\n{P}',
  'Ich habe mit {F} gesprochen, die Lieferung kommt am Montag.', 'Der Termin mit Dr. {S} ist am Dienstag.',
  'Unsere Niederlassung in {C} ist geschlossen.', 'Die Kundin {P} ist nach {C} umgezogen.', 'Lieferadresse: {A}', 'Ansprechpartner: {P}',
  'Die Besprechung findet im Büro in {C} statt.', 'Der Patient {P} wurde gestern aufgenommen.', 'Viele Grüße aus {C}, {F}',
  'Hallo {F}, kannst du die Unterlagen an {F} weiterleiten?', 'Wir ziehen im Sommer von {C} nach {C}.', 'Kontakt: {P}, {PHONE}',
  'Die Rechnung für den Monat März ist fällig.', 'Bitte aktualisieren Sie die Software auf Version {VER}.', 'Die Bestellung {ORD} wurde versandt.',
  'Vielen Dank für Ihre Geduld.', 'Das Meeting wird auf Donnerstag verschoben.', 'Die Abteilung Buchhaltung prüft den Antrag.',
  'Der Vertrag läuft am Ende des Jahres aus.', 'Unser Kundenservice ist werktags erreichbar.', 'Die Lieferung enthält zwei Kartons.',
  'Frau Dr. {S} hat den Befund geschickt.', '{P} arbeitet seit drei Jahren bei {O} in {C}.', 'Geboren am {DATE} in {C}.',
];

export const FRENCH = [
  "Je m'appelle {P} et j'habite à {C}.", 'Bonjour Madame {S},', 'Monsieur {P} a appelé au sujet de la commande {ORD}.', 'Cordialement,\n{P}',
  'Veuillez envoyer le colis à {A}.', "J'ai parlé avec {F} hier.", 'Le rendez-vous avec le Dr {S} est jeudi.', 'Notre bureau de {C} est fermé.',
  'La cliente {P} a déménagé à {C}.', 'Adresse de livraison : {A}', 'Salut {F}, tu peux prévenir {F} ?', 'Bien à vous,\n{F}',
  'Merci pour votre patience.', 'La facture du mois de mars est en retard.', 'Mettez à jour {N} vers la version {VER}.', 'La réunion est reportée à mardi.',
  '{P} travaille chez {O} à {C}.', 'Né le {DATE} à {C}.', 'Contact : {P}, {PHONE}', 'Nous partons de {C} pour {C} demain.',
];

export const SPANISH = [
  'Me llamo {P} y vivo en {C}.', 'Estimada señora {S}:', 'El señor {P} llamó por el pedido {ORD}.', 'Saludos,\n{P}', 'Envíe el paquete a {A}.',
  'Hablé con {F} ayer.', 'La cita con la Dra. {S} es el martes.', 'Nuestra oficina de {C} está cerrada.', 'Dirección: {A}', 'Hola {F}, ¿puedes avisar a {F}?',
  'Gracias por su paciencia.', 'La factura de marzo está pendiente.', 'Actualice {N} a la versión {VER}.', 'La reunión se pasa al jueves.',
  '{P} trabaja en {O} en {C}.', 'Nacido el {DATE} en {C}.', 'Contacto: {P}, {PHONE}', 'Nos mudamos de {C} a {C} en verano.',
];

export const PORTUGUESE = [
  'Meu nome é {P} e moro em {C}.', 'Prezada Sra. {S},', 'O senhor {P} ligou sobre o pedido {ORD}.', 'Atenciosamente,\n{P}',
  'Envie a encomenda para {A}.', 'Falei com {F} ontem.', 'A consulta com o Dr. {S} é na terça.', 'O nosso escritório em {C} está fechado.',
  'Morada: {A}', 'Olá {F}, podes avisar a {F}?', 'Obrigado pela paciência.', 'A fatura de março está em atraso.', 'Atualize o {N} para a versão {VER}.',
  'A reunião passou para quinta-feira.', '{P} trabalha na {O} em {C}.', 'Nascido a {DATE} em {C}.', 'Contacto: {P}, {PHONE}', 'Mudámo-nos de {C} para {C}.',
];

export const KOREAN = [
  // support
  '고객 {KN}님의 주문이 지연되었습니다.', '{KN} 고객님, 문의하신 내용 확인했습니다.', '안녕하세요, {KN}입니다. 주문번호 {NUM} 배송 조회 부탁드립니다.',
  '{KN}님께서 환불을 요청하셨습니다.', '주문자: {KN} / 연락처: {PHONE}', '받는 분: {KN}\n주소: {AKR}', '{KN} 고객님께서 주소 변경을 요청하셨습니다: {AKR}',
  '배송지 변경: {AKR}', '{KN}~이 전화로 문의했습니다.', '상담원 {KN}~이 도와드렸습니다.', '담당자 {KN}에게 연락 부탁드립니다.', '{KN} 님 앞으로 택배가 왔어요.',
  '{KN}님, 안녕하세요.', '{KN} 씨가 {KP}에서 전화했습니다.', '{KN}님이 {KP}~로 이사했습니다.', '고객명 {KN}, 회원등급 골드', '{KN}님 주문 건 확인 부탁드려요.',
  '{KN}님의 휴대폰 번호가 변경되었습니다.', '예약자 {KN}님, 2명, 오후 7시', '{KN} 고객님 반품 접수되었습니다.',
  // HR
  '{KN} 대리가 다음 달부터 {KP} 지사로 발령났습니다.', '신입사원 {KN}~을 소개합니다.', '{KN} 팀장님이 휴가 중이십니다.', '인사팀 {KN} 과장입니다.',
  '{KN} 님의 연차 신청이 승인되었습니다.', '면접 일정: {KN} 지원자, 화요일 오후 2시', '{KN}~와 {KN}~이 {KP} 사무실로 이동합니다.', '참석자: {KN}, {KN}, {KN}',
  '{KN} 부장님께 보고드렸습니다.', '{KN} 차장이 회의를 주재했습니다.', '{KN}팀장님께서 승인하셨습니다.', '{KN}과장님 내일 출장이세요?', '{KN} 사원은 {KP} 출신입니다.',
  '회의록\n참석: {KN}, {KN}\n결정: {KN}~이 다음 주까지 보고서 작성', '{KN} 책임님 검토 부탁드립니다.', '작성자: {KN} ({TEAMKO})',
  // medical
  '환자 {KN}, 45세, {KP} 거주.', '보호자: {KN} (딸)', '{KN} 환자분 진료 예약이 목요일로 변경되었습니다.', '{KN} 선생님께서 진료하셨습니다.',
  '{KN}님은 페니실린 알레르기가 있습니다.', '담당의: {KN} 교수', '{KN} 간호사가 투약했습니다.', '환자명: {KN} / 생년월일: 1962-03-14',
  // chat
  '{KG}~아 오늘 저녁 먹을래?', '{KG}~아 {KP} 도착했어?', 'ㅋㅋ {KN} 진짜 웃기다', '{KN}~랑 {KP}에서 만나기로 했어', '{KG} 씨 회의 들어오세요',
  '야 {KG}~아 빨리 와', '{KG}~이 어제 {KP} 갔대', '{KN} 선배가 밥 산대', '{KG}님 자료 공유 감사해요!', '{KG}한테 물어봐',
  // e-mail and letters
  '{KN}님께,\n\n보내주신 자료 잘 받았습니다.\n\n{KN} 드림', '안녕하세요 {KN} 과장님,\n요청하신 견적서를 첨부합니다.\n감사합니다.\n{KN} 드림',
  '수신: {KN} 부장님\n발신: {KN}\n제목: {N} 일정', '{KN} 대표님께 감사 인사를 전합니다.', '{KN} 올림',
  // forms
  '이름: {KN}', '이름: {KN}\n생년월일: 1990-01-01\n주소: {AKR}', '성명 {KN} / 주소 {AKR}', '고객명: {KN}', '작성자: {KN}', '신청인: {KN}\n거주지: {KP}',
  '성명: {KN}\n주소: {AKR}', '보호자 성명: {KN}', '수령인: {KN} ({PHONE})',
  // places
  '저는 {KP}에 살고 있어요.', '{KP}에서 {KP}까지 KTX로 두 시간 걸려요.', '다음 주에 {KP}~로 출장 갑니다.', '{KP} 지점은 이번 주 휴무입니다.', '본사는 {KP}에 있습니다.',
  '{KP} 날씨 어때요?', '{KP}에서 태어나서 {KP}에서 자랐어요.', '{KP} 사무실로 와 주세요.', '이번 여름에 {KP} 여행 가요.', '{KP}~로 이사 왔어요.',
  '{KP}에 있는 병원으로 옮겼습니다.', '{KP} 근처 맛집 추천해 주세요.', '{KP} 공장에서 출고되었습니다.', '부모님은 {KP}에 계세요.', '내일 {KP}에서 만나요.',
  '주소는 {AKR}입니다.', '배송지: {AKR}', '{KN}님 주소: {AKR}',
  // mixed
  '저는 {KN}입니다. {KP}에 살고 있어요.', '{KN}~이 {C}에 출장 갔어요.', '안녕하세요 {KN}입니다', '{KN} 고객님께서 {C}에서 주문하셨습니다.',
  'Hello, my name is {KN} and I live in {KP}.', 'My colleague {P} lives in Seoul; her manager is {KN}.', 'Hi {KN}님, the {N} invoice is attached.',
  '{KN} from the {KP} office will call you.', 'Please send it to {KN} 팀장님 in {C}.', '{RKN} ({KN}) lives in {KP}.', 'Meeting with {KN} 과장님 at 3pm',
  'My colleague {KN} is based in {KP}.', '{KN}님 {N} 계정 확인 부탁드립니다.', '{KN} ({RKN}), {ROLE}, {O}',
];

export const KOREAN_NEGATIVE = [
  '이번 주문은 취소해 주세요.', '정말 감사합니다!', '한국어로 답변해 주세요.', '김치찌개 레시피 알려줘', '이상한 오류가 발생했습니다.', '박스가 파손되었어요 ㅠㅠ',
  '최근 주문 내역 보여줘', '정보 수정 부탁드립니다.', '조금만 기다려 주세요.', '안내 문자를 받지 못했습니다.', '장바구니에 담은 상품이 사라졌어요.', '신용카드 결제가 안 돼요.',
  '오늘 회의는 취소되었습니다.', '고객센터 운영시간은 9시부터입니다.', '전화번호를 변경하고 싶어요.', '배송비는 얼마인가요?', '문의하신 내용은 확인 중입니다.',
  '홍보 문자 수신을 거부합니다.', '이메일 주소가 잘못되었어요.', '강의 자료를 다시 보내주세요.', '서비스 이용약관을 확인해 주세요.', '유효기간이 지났습니다.',
  '조회 결과가 없습니다.', '주소 검색이 안 돼요.', '성공적으로 저장되었습니다.', '현재 재고가 없습니다.', '원래 가격으로 환불되나요?', '방금 결제했는데 취소할 수 있나요?',
  '공지사항을 확인해 주세요.', '전체 목록을 다운로드하려면 어떻게 하나요?', '정기 점검으로 서비스가 중단됩니다.', '남은 포인트는 얼마인가요?', '상품 상세 페이지에 오류가 있어요.',
  '신규 회원 가입 이벤트 안내', '연말 정산 서류를 제출해 주세요.', '우리 팀 목표를 공유합니다.', '문서 버전 {VER}을 확인하세요.', '{N} 앱이 자꾸 꺼져요.',
  '주문번호 {NUM} 배송 조회 부탁드립니다.', '제품 코드 {SKU} 재입고 언제 되나요?', '변경 사항을 저장할까요?', '하루 종일 기다렸어요.', '차량 등록증을 첨부합니다.',
  '방문 예약은 월요일만 가능합니다.', '선물 포장 가능한가요?', '진행 상황을 알려주세요.', '추가 비용이 발생합니다.', '도착 예정 시간은 오후 3시입니다.', '소포가 아직 안 왔어요.',
  '전자 영수증을 보내주세요.', '임시 비밀번호를 발급했습니다.', '인증번호가 오지 않아요.', '황금연휴에 배송되나요?', '안전하게 보관하겠습니다.', '송장번호를 알려주세요.',
  '구매 확정 버튼이 안 눌려요.', '석 달째 같은 문제예요.', '기존 주소로 보내 주세요.', '편의점 택배로 보낼게요.', '방법을 알려주세요.', '국제 배송도 되나요?',
  '반품 신청은 어디서 하나요?', '용량이 부족합니다.', '우선 확인해 보겠습니다.', '천천히 하셔도 됩니다.', '왕복 항공권 가격 알려줘', '민원 접수 완료되었습니다.',
  '나중에 다시 연락드릴게요.', '지금 바로 확인 부탁드려요.', '진짜 최고예요!', '노트북 화면이 깜빡여요.', '선택 사항입니다.', '표준 요금제로 변경해 주세요.',
  '채팅 상담 가능한가요?', '엄청 빠르네요 감사합니다', '유선으로 연락 주세요.', '제품이 불량입니다.', '한국어 테스트 중입니다.', '이번 달 정산 내역입니다.',
  '고객님의 소중한 의견 감사합니다.', '정상적으로 처리되었습니다.', '오류 코드 {NUM}가 떠요.', '{N} 업데이트 후 로그인이 안 돼요.', '회의실 예약 부탁드립니다.',
  '배터리가 금방 닳아요.', '지금 어디야?', '어디야?', '뭐 해?', '오늘 바빠?', '누구세요?', '이거 얼마야?', '언제 와?', '진짜야?', '괜찮아?', '고마워!',
  '어디로 가면 돼요?', '여기서 기다릴게', '이따 봐', '조심히 와', '도착하면 연락해', '정말 대단하다', '오늘 날씨 좋다', '주말에 뭐 해?', '주문 취소 요청드립니다.', '설치 방법 알려주세요.', '장기 고객 할인 있나요?', '임대 계약서 사본 보내드립니다.',
];

export const RELATIONS = ['wife', 'husband', 'sister', 'brother', 'mother', 'father', 'son', 'daughter', 'cousin', 'neighbour', 'friend', 'partner', 'aunt', 'uncle', 'grandmother', 'grandfather', 'boss', 'flatmate', 'roommate', 'colleague', 'niece', 'nephew', 'mum', 'dad', 'carer', 'fiancé', 'fiancée'];
/** What may open a Korean sentence before a name: greetings, time words, connectives. */
export const KO_OPENERS = [
  '안녕하세요. ', '참고로 ', '오늘 ', '방금 ', '어제 ', '혹시 ', '그리고 ', '죄송하지만 ', '내일 ', '모레 ', '지난주 ', '다음 주 ', '이번 주 ', '오전에 ', '오후에 ',
  '아까 ', '월요일에 ', '3시에 ', '점심에 ', '저녁에 ', '주말에 ', '작년에 ', '올해 ', '최근에 ', '드디어 ', '결국 ', '다행히 ', '급하게 ', '[알림] ', '※ ', '고객센터입니다. ',
  '저는 ', '제가 ', '우리 팀 ', '저희 회사 ', '또 ', '먼저 ', '마지막으로 ', '네, ', '아 ', 'ㅎㅎ ', '근데 ',
];
export const KO_LABELS = ['담당자', '작성자', '이름', '성명', '고객명', '수신', '참조', '보고자', '승인자', '요청자', '검토자', '발신', '받는 사람', '보내는 사람', '환자명', '보호자', '예약자', '신청자', '대표자', '연락 담당', '문의', '담당', '주치의', '상담사', '배송기사'];
export const KO_TEAMS = ['인사팀', '영업팀', '개발팀', '재무팀', '총무팀', '고객지원팀', '마케팅팀', '법무팀'];

/**
 * Korean sentences built from parts: a way to write a person (KO_PERSON_FORMS: the name bare, with a title or
 * honorific glued or spaced, or after a role) with a case particle glued to its last syllable, then a predicate
 * that fits the particle (KO_PREDICATES, by particle). `{R}` is the person; a particle marker after it is added by
 * the generator.
 */
export const KO_TITLES_SPACED = ['고객님', '님', '씨', '팀장님', '팀장', '과장님', '과장', '부장님', '대리님', '대리', '차장님', '실장님', '사장님', '대표님', '이사님', '매니저님', '매니저', '선생님', '교수님', '원장님', '간호사', '환자', '보호자', '사원', '주임', '책임', '선임', '수석', '님께', '기자', '작가님', '변호사님', '회원님', '학생', '선배', '후배',
  '상무', '전무', '본부장', '본부장님', '파트장', '주무관', '연구원', '선임연구원', '책임연구원', '위원', '위원장', '회장님', '총장', '소장', '국장', '센터장',
  '지점장', '점장', '기사님', '강사', '코치', '감독', '박사', '약사', '의원', '님에게', '씨에게', '님께서', '고객님께', '선생님께', '외 2명', '외 3인', '귀하', '앞'];
export const KO_TITLES_GLUED = ['님', '씨', '고객님', '팀장님', '과장님', '부장님', '대리님', '차장님', '실장님', '대표님', '매니저님', '선생님', '교수님', '원장님', '간호사님', '선배', '선배님'];
export const KO_ROLES_BEFORE = ['고객', '담당자', '환자', '보호자', '신청인', '예약자', '주문자', '수령인', '작성자', '상담원', '담당', '참석자', '지원자', '신입사원', '의뢰인', '임차인', '임대인', '세입자', '집주인', '발신', '수신', '받는 분', '보내는 분', '성명', '이름', '고객명', '환자명', '대표', '팀원', '동료', '친구', '제 동생', '우리 엄마', '저희 아버지', '남편', '아내', '딸', '아들'];

/** Predicates by the particle before them: subject (이/가, 은/는, 께서), object (을/를), dative (에게, 께, 한테), with (와/과, 이랑/랑), possessive (의). */
export const KO_PREDICATES: Readonly<Record<string, readonly string[]>> = {
  subject: [
    '전화했습니다.', '주문을 취소했어요.', '{KP}에 살아요.', '회의에 늦는대요.', '보고서를 보냈습니다.', '휴가 중입니다.', '퇴사했습니다.', '입원했습니다.', '결제했습니다.',
    '문의하셨습니다.', '환불을 요청하셨습니다.', '승인했습니다.', '도착했어요.', '{KP} 출장 중이에요.', '연락이 안 돼요.', '담당자입니다.', '{KP}~로 이사했어요.', '오늘 결근입니다.',
    '자료를 공유했습니다.', '내일 {KP}에서 발표합니다.', '비밀번호를 잊어버렸대요.', '주소 변경을 원하십니다.', '다음 주에 복귀합니다.', '{KP} 지점으로 발령났습니다.',
    '계약서에 서명했습니다.', '택배를 받지 못했대요.', '진료를 받으셨습니다.', '알레르기가 있습니다.', '대기 중이십니다.', '{N} 계정을 만들었어요.', '이번 프로젝트를 맡았습니다.',
    '{KP} 출신이에요.', '회의록을 작성했습니다.', '어제 {KP}에 갔대요.', '점심 산대요.', '결혼한대요!', '많이 아프대요.', '메일을 보냈어요.', '카드를 분실했습니다.',
  ],
  object: ['회의에 초대해 주세요.', '담당자로 지정했습니다.', '추천합니다.', '찾고 있어요.', '어제 만났어요.', '모르겠어요.', '소개합니다.', '{KP} 지점에 배정했습니다.', '참조로 넣어 주세요.', '기다리고 있습니다.'],
  dative: ['전달해 주세요.', '보고드렸습니다.', '물어봐.', '연락 부탁드립니다.', '메일 보냈어요.', '서류를 보내 주세요.', '감사 인사를 전합니다.', '확인 부탁드려요.', '문자 보냈어요.', '택배 보냈어요.'],
  with: ['같이 {KP}에 갑니다.', '통화했습니다.', '회의했어요.', '점심 먹었어요.', '{KP}에서 만나기로 했어요.', '함께 작업합니다.', '상담했습니다.', '미팅합니다.', '회의가 있어요.',
    '약속이 있어요.', '만났습니다.', '이야기했어요.', '면담 예정입니다.', '통화 부탁드려요.', '일정 조율 중입니다.', '출장 갑니다.', '계약 건으로 만납니다.'],
  possessive: ['주소를 변경해 주세요.', '연락처가 바뀌었습니다.', '주문이 지연되었습니다.', '예약이 확정되었습니다.', '계정이 잠겼어요.', '진료 기록을 확인했습니다.', '휴가가 승인되었습니다.', '생일은 다음 주예요.'],
};

/** Separators and structures around a Korean name in lists, forms, chat and signatures (`{R}` the person, no particle). */
export const KO_STRUCTURES = [
  '{R}~와 {R}~이 같이 왔어요.', '{R}~와 {R}~은 {KP}에서 일해요.', '{R}~랑 {R}~이 회의 중이에요.', '{R}하고 {R}~을 초대했어요.', '{R}, {R}~와 {R}', '{R}~와 {R}의 일정',
  '{R}~와 통화했습니다.', '{R}~와 {KP}에서 만났어요.', '{R}~은 오늘 휴가예요.', '{R}~이 보냈어요.', '{R}~을 찾습니다.', '{R}의 요청입니다.',
  '{KLABEL}: {R}', '{KLABEL}: {R}', '{KLABEL} : {R}', '{KLABEL}: {R}\n{KLABEL}: {R}', '{KLABEL} - {R}', '[{KLABEL}] {R}',
  '{R} - {PHONE}', '{R} / {TEAMKO}', '{R} | {KP}', '{R} ({PHONE})', '{R}, {R}, {R}', '- {R}: 발표', '담당: {R} - 일정 확인', '1. {R}\n2. {R}', '{R}: 안녕하세요',
  '{R}: 네 확인했습니다', '[{R}] 오늘 회의 몇 시죠?', 'To: {R}', '{R} <{EMAIL}>', '{R} {PHONE}', '{R} ({KP})', '{R} - {KP} 거주', '{R} 드림', '{R} 올림', '보낸 사람: {R}',
  '{R} - 010-{NUM}', '참석: {R}, {R} / 불참: {R}', '{R} · {TEAMKO} · {KP}', '{R}\n{TEAMKO}\n{PHONE}', '★ {R}', '@{R} 확인 부탁해요', '{R} (Kim) - {C}', '{R} / {O}',
  '{R} sent the file', 'Please ask {R} about it', '{R} - {ROLE}, {O}', 'cc: {R}', '{R} will join from {KP}', '{R}: thanks!', 'Owner: {R}',
];

/** A public figure as the topic of a question or task ({FAM}): not personal data, left unmarked. */
export const PUBLIC_FIGURE_TOPICS = [
  'Who was {FAM}?', 'Tell me about {FAM}.', 'Write a short essay on {FAM}.', "Summarise {FAM}'s main ideas.", 'What did {FAM} discover?',
  'When was {FAM} born?', 'Compare {FAM} and {FAM}.', 'Give me five quotes by {FAM}.', 'What is {FAM} best known for?', 'How did {FAM} die?',
  'Recommend books about {FAM}.', "Give me a timeline of {FAM}'s life.", "Describe {FAM}'s early career.", 'Write a poem in the style of {FAM}.',
  'Is it true that {FAM} failed maths?', "What was {FAM}'s biggest achievement?", 'Explain the legacy of {FAM} to a ten-year-old.',
  'Create a quiz about {FAM}.', 'Why is {FAM} famous?', 'Did {FAM} ever visit {C}?', "Translate {FAM}'s famous speech into {LANG}.",
  'Make a lesson plan on {FAM} for year 8.', 'Which films are about {FAM}?', 'What would {FAM} think of social media?',
  'Write a debate between {FAM} and {FAM}.', 'List three facts about {FAM}.', "Analyse {FAM}'s influence on modern art.",
  'my essay is about {FAM}, can you check the intro?', 'fun facts about {FAM} pls', 'how old was {FAM} when they died',
  "Summarise {FAM}'s most famous speech.", "What are {FAM}'s best known works?", "Explain {FAM}'s theory in simple terms.", 'Write a documentary outline about the life of {FAM}.',
  'Who was more influential, {FAM} or {FAM}?', 'As {FAM} once said, simplicity is the ultimate sophistication.', 'Write a story inspired by {FAM}.',
  "What year did {FAM} win their first award?", "Describe the era of {FAM}.", "List {FAM}'s major achievements in a table.", 'Draft a museum label about {FAM}.',
  'What can leaders learn from {FAM}?', 'Give me a biography of {FAM} in 100 words.', 'Why did {FAM} become famous?', "Critique {FAM}'s role in history.",
  'I am reading a book on {FAM}.', 'Our class is studying {FAM} this term.', 'Which museum has works by {FAM}?', 'Was {FAM} ever married?',
  "Explain {FAM}'s laws in plain English.", "How does {FAM}'s method work?", 'What would {FAM} do in this situation?', 'Rewrite this paragraph like {FAM} would.',
  "What's the most famous quote from {FAM}?", 'Did {FAM} and {FAM} ever meet?', 'Which country was {FAM} from?', 'How many children did {FAM} have?',
  'Can you recommend a podcast episode about {FAM}?', 'I need a slide on {FAM} for my presentation.', 'Make flashcards about {FAM}.',
  'In what year did {FAM} publish it?', 'Give a quick overview of {FAM} and their impact.', "Is {FAM}'s advice still relevant?",
];

/**
 * Hard negatives of technical prose (docs, API references, tickets, config and changelogs): capitalised words
 * ({TW}) and tools or languages ({TL}) where a name could stand — a line or sentence start, a field, a list item,
 * a table cell, the subject of a verb — left unmarked.
 */
export const TECH_LINES = [
  '{TW}: {NUM}', '{TW}: true', '{TW}: none', '{TW}: {VER}', '{TW} must be a string.', '{TW} is required.', '{TW} defaults to false.',
  '{TW} cannot be empty', '{TW} not found', '{TW} is deprecated since {VER}; use {TW} instead.', 'Returns the {TW} of the request.',
  '{TW} settings\n{TW} options\n{TW} limits', '- {TW} is on\n- {TW} is off', '## {TW}\n\n{TW} controls how often the {TW} runs.', '### {TW}', '**{TW}**: optional',
  '| {TW} | {TW} | Yes |\n| {TW} | {TW} | No |', '{TW} | {TW} | {TW}', '{TL} {VER} is not supported.', 'Is {TL} faster than {TL}?',
  'We moved the {TW} service from {TL} to {TL}.', 'Rewrite this {TL} function in {TL}.', '{TL} throws when the {TW} is null.',
  '{TL} and {TL} both support it.', 'Install {TL} {VER} first.', 'Upgrade {TL} to {VER} before the {TW}.', '{TL}: {VER}\n{TL}: {VER}',
  '{TL} keeps restarting after the {TW} change.', 'How do I configure {TL} with {TL}?', 'Explain the {TW} pattern in {TL}.',
  '{TW} and {TW} are set per {TW}.', '{TW} failed: {TW} timed out after 30 s.', '{TW} {TICKET} closed.', '{TW} {NUM} is ready for review.',
  '{TW}, {TW} and {TW} are in scope.', 'Set {TW} to {NUM} and {TW} to {NUM}.', '{TW}\n{TW} was updated by the {TW} job.',
  '[{TW}] {TW} {VER} released', 'ERROR {TW}: {TW} is invalid', 'WARN {TL} {TW} slow ({NUM} ms)', '{TW}={NUM} {TW}={NUM}',
  '{TW} (optional): the {TW} to use.', 'Note: {TW} only applies to {TL}.', 'See {TW} below.', '{TW} — {TW} — {TW} (all required)',
  'Q: What does {TW} mean?\nA: {TW} is the {TW} of a {TW}.', 'Fixed: {TW} crash in {TL} client',
  'Added: {TW} support for {TL}', 'Removed: {TW} flag', '{TW} {NUM}/{NUM}, {TW} {NUM}', '{TW}: {NUM} mg\n{TW}: {NUM}\n{TW}: {NUM}',
  'Product code {SKU}, order {ORD}', 'Order {ORD}\n{TW}: {MONEY}\n{TW}: {TW}', '{N} {VER} vs {N} {VER}', 'Model {SKU} ({N})',
];

/** German and French hard negatives: capitalised nouns and sentence-initial verbs and phrases of everyday mail. */
export const EUROPEAN_NEGATIVE = [
  'Würden Sie mir bitte die Unterlagen schicken?', 'Haben Sie die Rechnung schon erhalten?', 'Bitte senden Sie mir eine Kopie.',
  'Die Lieferung ist beschädigt angekommen.', 'Der Drucker funktioniert seit Montag nicht.', 'Wir bitten um Ihr Verständnis.',
  'Sehr geehrtes Team,', 'Anbei finden Sie das Angebot.', 'Ihre Bestellung wird morgen versendet.', 'Kündigung zum Monatsende',
  'Rückfragen bitte per E-Mail.', 'Vielen Dank im Voraus!', 'Betreff: Reklamation', 'Termin: Donnerstag, 10 Uhr', 'Zahlung erhalten.',
  'Überweisung ist erfolgt.', 'Ersatzteil bestellt.', 'Geben Sie bitte Bescheid.', 'Melden Sie sich bei Fragen.', 'Leider ist das Produkt ausverkauft.',
  'Envoyez-moi le devis, svp.', 'Merci de confirmer la livraison.', 'Pourriez-vous vérifier la facture ?', 'Veuillez trouver ci-joint le contrat.',
  'Appelez le service client.', 'Objet : réclamation', 'Livraison prévue jeudi.', 'Paiement reçu, merci.', 'Bonne journée !', 'Mot de passe oublié',
  'Gracias de antemano.', 'Obrigado pela ajuda.',
];

/**
 * Korean hard negatives built around common nouns ({KNOUN}; names of companies {KORG}): the nouns stand where a
 * name stands in KOREAN — a sentence's subject with a particle, a form's value, a list, a short line, a chat message —
 * and multi-line notes of fields and measurements without any address.
 */
export const KOREAN_NOUN_NEGATIVE = [
  '{KNOUN}~이 안 돼요.', '{KNOUN}~이 너무 늦어요.', '{KNOUN}~은 언제 되나요?', '{KNOUN}~을 변경하고 싶어요.', '{KNOUN} 문의드립니다.',
  '{KNOUN} 확인 부탁드립니다.', '{KNOUN}~와 {KNOUN} 모두 필요합니다.', '{KNOUN}~와 {KNOUN} 준비해 주세요.', '{KNOUN}~은 어디서 하나요?',
  '{KNOUN}~이 있나요?', '{KNOUN} 관련해서 질문이 있어요.', '{KNOUN}~을 어떻게 하나요?', '{KNOUN}에 문제가 있습니다.', '{KNOUN} 때문에 연락드렸어요.',
  '{KNOUN} 없음', '{KNOUN} 있음', '{KNOUN} 완료', '{KNOUN} 필요', '{KNOUN} 예정',
  '확인할 것\n- {KNOUN} 점검\n- {KNOUN} 교체', '[{KNOUN}] {KNOUN} 안내', '※ {KNOUN} 참고', '{KNOUN}~랑 {KNOUN} 샀어요',
  '{KNOUN} 좀 알려줘', '{KNOUN} 어디 있어?', '{KNOUN} 했어?', '{KNOUN}~은 괜찮아요.', '{KNOUN}~이 또 고장났어요 ㅠㅠ', '{KNOUN} 감사합니다!',
  '오늘 {KNOUN}~은 취소합니다.', '내일 {KNOUN} 가능해요?', '이번 주 {KNOUN} 공유드립니다.', '{KORG} {KNOUN} 담당 부서입니다.', '{KORG}에서 {KNOUN} 견적을 보냈습니다.',
  '{KORG} 고객센터 전화번호 알려주세요.', '{KORG}~와 계약을 연장했습니다.', '{KORG}~은 {KP}에 본사가 있어요.', '거래처: {KORG}', '제조사: {KORG}',
  '메모\n{KNOUN} {NUM}회\n{KNOUN} 확인 필요', '상태: {KNOUN}\n비고: {KNOUN} 후 재확인',
  '{KNOUN} {NUM}/{NUM}, {KNOUN} {NUM}', '{KNOUN} {NUM}.{NUM}도, {KNOUN} {NUM}kg', '증상: {KNOUN}\n복용 약: {KNOUN}\n{KNOUN} {NUM}/{NUM}',
  '진료 메모\n{KNOUN} 호소\n{KNOUN} {NUM}/{NUM}\n{KNOUN} 처방', '점검 결과\n{KNOUN} 정상\n{KNOUN} 교체 필요\n{KNOUN} {NUM}개',
  '품목: {KNOUN}\n수량: {NUM}\n가격: {MONEY}', '주문 {ORD}\n{KNOUN} {NUM}개\n{KNOUN} {NUM}개', '{KDAY} {KNOUN} 일정\n- {KNOUN}\n- {KNOUN}',
  '{KDAY}에 {KNOUN} 예정입니다.', '{KDAY}까지 {KNOUN} 제출해 주세요.', '{KNOUN}~은 {KDAY} 오후에 해요.', '제품 코드 {SKU}, {KNOUN} 불량',
  '{N} {VER} {KNOUN} 오류', '{KNOUN} 버전 {VER}', '모델 {SKU} {KNOUN} 문의', '{KNOUN} 번호 {NUM}',
  // The instrumental 로 (`문서로`, `카드로`) after a common noun, as against the direction after a place (`부산으로`).
  '{KNOUN}~로 보내 주세요.', '{KNOUN}~로 결제했어요.', '{KNOUN}~로 연락 주세요.', '{KNOUN}~로 대체되었습니다.', '{KNOUN}~로 확인 가능합니다.', '{KNOUN}~로 변경해 주세요.',
];

/** A Korean public figure as the topic of a question ({KFAM}): not personal data, left unmarked. */
export const KO_FIGURE_TOPICS = [
  '{KFAM}에 대해 알려줘', '{KFAM}~은 어떤 업적을 남겼나요?', '{KFAM}의 생애를 요약해 주세요.', '{KFAM}~은 언제 태어났어?', '{KFAM} 관련 책 추천해 줘',
  '{KFAM}~와 {KFAM}~을 비교해 줘', '{KFAM}에 관한 발표 자료를 만들어 줘', '{KFAM}~이 유명한 이유는?', '{KFAM} 위인전 독후감 써 줘', '{KFAM}의 명언 알려줘',
  'Who was {KFAM}?', 'Tell me about {KFAM}.',
];
