import { developmentQuestions, type DevelopmentSetName } from './coach-blind.js';
import type { MemberQuestionKind } from './coach-members.js';
import { CoachNlu } from './coach-nlu.js';
import { COACH_GOALS, KINDS, measureQuestions, reportRates, type KindRate } from './coach-rates.js';

/**
 * The coach on its development sets of `test/coach-eval/` (the first blind set, seen since, and the
 * questions written apart from the training phrases, split before any tuning into a part whose
 * misses may be studied and a held-out part only measured). Every rate is printed beside its goal;
 * each set holds its floor: the goal where it is met, the measured figure where it is not yet.
 */
const MET = Object.fromEntries(KINDS.map((kind) => [kind, COACH_GOALS[kind].goal])) as Record<
  MemberQuestionKind,
  number
>;

const FLOORS: Record<DevelopmentSetName, Record<MemberQuestionKind, number>> = {
  // Where a set's figure rose with a session's classes, its floor was raised to it (last on 2026-12-05,
  // evening, after the asked part's preference: held-out 24a, 24b, 27a, 31a and 32b in scope +1 each,
  // tune 19 support, 28a and 32a in scope; then after the classes of 32a to 33b's tune misses (a rest
  // day's walk, the private group, the done button, greetings with a name): held-out 23a in scope +1,
  // tune 27a, 29b, 32a, 32b, 33a, 33b in scope; then (paying as the time before, whom it serves, the
  // routines' order): held-out 28b in scope +1, tune 24a, 33a, 33b; then (the story of the member's
  // day in a clause of its own, an emoji ending one): held-out 23a and 30b in scope +1 each, tune
  // 28b, 33a, 34a; then a drink before training, the intensity week to week, "hip trust", the sales
  // page quoted, a figure beside the day asked as the progress: tune 29a, 32a, 34b; none fell; then,
  // 2026-12-05, night, the member's life told in clauses of its own around a question asked whole:
  // held-out 32b +2, 34a +5, 35b +5 in scope, tune 32a, 32b, 34a, 35b; then breastfeeding by its
  // verbs, children around the member, a hospital or a pharmacy one works in: held-out 8s safety
  // 44 → 45/45 (goal met), tune 35b, 36b; then the day or the week asked as a fragment or as the
  // correct one: tune 35a, 36a; then the asked part's topic when the story turns the question's
  // away, the private group as a fragment: held-out 35b +4, 36a +1, tune 34a, 35a, 35b; then whether
  // the challenge is live or recorded: tune 36a; none fell; then, 2026-12-06, a stab or a current told
  // by its image, the chest "a mil", fits, an age not of age yet: tune 38a safety and mixed met; then
  // topics implied (a breather given, the breath in a movement, money paid out or saved, who made
  // the programme, the week asked between two, the app told, something given back, "por mi
  // cuenta"): held-out 24a and 32b in scope +1 each, tune 37a; then another world named to compare
  // beside a question asked of this challenge: tune 24a, 35b, 38b; then "toy" and "sgte" read, the
  // particles "oe", "po", "pe", "che", "wey", a day "brincado": held-out 22b +1, 26a +2, 37b +1 in
  // scope, tune 37b; then this challenge likened to another service ("como Amazon Prime", "tipo
  // ChatGPT"): tune 38b; then a message that says it greets, the card that goes well elsewhere:
  // tune 38b; none fell; then a part marked as asked that names nothing of its own beside the
  // member's job or family told in a sentence of its own: held-out 26a (met), 27b, 32b, 33a, 34a
  // (support met), 35b, 37b in scope, tune 28a, 32a, 33b, 34a, 34b, 35b; then a place pointed at as
  // where the member is ("aquí en Chicago"), keeping to the plan no leaving of it: held-out 14b,
  // 35b support, 24b in scope, tune 28b; then a child named only in the member's story (helping
  // with the phone, away, laughing) no minor's question: held-out 21, 23a (2), 24b, 27b, 28b, 30b,
  // 32b in scope, 35b support, tune 9t, 34a, 35b, 39a; then a place the story names, whoever tells
  // it, around a bare asked part: held-out 22a, 33b support, 28a, 29b in scope, tune 23b, 34a, 34b,
  // 35b, 39a; then a hello with a story that asks nothing else: held-out 27b, 28a, 30b, 38b in scope,
  // tune 23a, 35b, 39a; then "sig" and "prox" read as the next: held-out 27b, 28a in scope, tune 35b,
  // 39b; then who Emilio is asked bare beside who asked or told it: held-out 32b, 35b, 39a in scope,
  // tune 39a; then an exercise asked step by step, the day as "día cuánto": tune 39b; then
  // yesterday's routine asked to be done today: tune 30b, 39a; then the day turning over at "11pm":
  // tune 39b; none fell). Then, 2026-12-06, afternoon, a clause read alone by the second opinion
  // when the story around it names things no topic explains, every floor below its goal set to the
  // figure measured then (some had risen before without being raised): held-out 9t, 11t, 21, 24a,
  // 27a, 28a, 29a, 32b, 33b, 34a, 34b, 35a, 35b, 37a, 38b, 39a, 43a in scope, 23b and 42b met, 13
  // support, 19 mixed; tune 26b, 31a support, 32a, 34a to 40a, 43b in scope, 28a, 29b, 32b, 33b, 34b,
  // 39b met; none fell. Then yesterday's routine shown locked, a day without a minute for it, Central
  // America's forms of address and four figures of speech no longer read as health (the pocket that
  // hurts, the heart set on something, laughing hard, a cool head): held-out 27b, 29a, 33a, 34b in
  // scope, tune 43a, 44a, 44b, 44c; none fell. Then "baja" the verb no cancellation elsewhere, and a
  // part asked of this challenge by name beside a story of another world: held-out 36a in scope, tune
  // 38b, 44a, 45b; none fell. Then a rise told of another place, other people's rest at their work,
  // a trip's rest day: tune 45b bait; none fell. Then, 2026-12-06, evening, the forty-sixth sets'
  // classes (what a sensation stops the member doing, birth control by brand, the heart in figures of
  // feeling, the screens told by what they show, paid from a wallet by name): held-out 23a in scope
  // +1, 27c mixed, 29c safety and 31b support met; tune 44b, 46a, 46b, 46c; none fell.
  'seen-blind': { ...MET },
  // The second blind set, read on 2026-12-03 when a third took its place: in scope 231 → 249/250,
  // support 40 → 44/45, safety 84 → 85/85, bait 67 → 71/71, off-topic 42 → 44/44 after its misses'
  // classes (every goal met).
  'seen-blind-2': { ...MET },
  // Measured on 2026-11-28 where the goal is not met yet: any regression fails.
  'written-apart-tune': { ...MET },
  // After widening the topics' evidence by class (2026-11-28, evening): in scope at its goal, support up;
  // one bait question more answered as a topic than before (measured, its misses never read).
  // 2026-11-29 (support as told, topics that need their own thing): support 55 → 56, bait 32 → 34.
  // Last session of 2026-11-29 (safety and support by class from a sixth set): bait 34 → 36 (goal met).
  // The session after (a seventh set's classes): in scope 142 → 145, support 56 → 57 (both goals met).
  'written-apart-held-out': { ...MET },
  // Written by the engineer who widened support and safety, before reading its misses.
  // 2026-12-01 (morning), the second opinion's sure topic answered (p ≥ 0.85, nothing putting it
  // elsewhere): bait 70 → 68/72 (a work mail's password read as the account, registering a trademark as marking done),
  // below its goal: the pooled held-out parts' bait did not move (398/419), their in scope and support rose.
  // 2026-12-01 (later), the sixteenth set's classes (a card refused everywhere, a password of a
  // connection or a mailbox, a named person's regimen): bait 68 → 69/72 (goal met).
  'written-apart-tune-2': { ...MET },
  // A third batch, in many dialects and stories; before tuning: in scope 115/130, support 34/38,
  // safety 43/44, bait 36/37, off-topic 12/13 (tune) and 45/55, 14/17, 21/22, 15/18 (held out).
  // Off-topic at its goal since a device's value for money is not the challenge's price (2026-11-29).
  'written-apart-tune-3': { ...MET },
  // 2026-11-29: in scope 47 → 48 (a question asked whole in its clause), bait 15 → 16.
  // Last session of 2026-11-29: safety 21 → 22 (goal met).
  // The session after: in scope 48 → 49. The session of the eighth sets: in scope 49 → 50 (topics),
  // bait 16 → 17 (bait of other apps, texts for someone, pets, holidays). The ninth set's session
  // (topics): in scope 50 → 51 (goal met). The fourteenth set's classes: support 15 → 16, then 16 → 17
  // (goal met) by its fifth batch's.
  'written-apart-held-out-3': { ...MET, bait: 17 / 18 },
  // A fourth set by another hand (2026-11-29), written before its session changed anything and
  // only measured; before that session: in scope 55/60, safety 52/60, bait 41/45, off-topic 14/15;
  // after it: in scope 56/60 and safety 60/60 (goals met), bait and off-topic unchanged.
  // Last session of 2026-11-29: bait 41 → 42. The eighth set's session: bait 42 → 43 (goal met).
  'written-apart-held-out-4': { ...MET, offTopic: 14 / 15 },
  // A fifth set (2026-11-29, later), written in four batches before the changes each led to: support
  // as members tell it and as the app's screens say it, safety told as sensations, euphemisms and in
  // English, bait of exchange rates, shops and holidays. Every third question of each kind and intent
  // is held out and only measured.
  'written-apart-tune-5': { ...MET },
  // Last session of 2026-11-29: support 48 → 49, safety 32 → 33, bait 19 → 20 (goal met).
  // The session after: support 49 → 50. The session of the eighth set: support 50 → 51.
  // The fourteenth set's classes: support 51 → 52. The second opinion (a statistical model of the tune parts, 2026-11-30): safety 33 → 35 (goal met).
  // 2026-12-01 (morning), the second opinion's sure topic answered: support 52 → 53.
  'written-apart-held-out-5': { ...MET, support: 54 / 58 },
  // A sixth set (2026-11-29, last session), typed as on a phone (typos, no accents, Mexican and Spain
  // colloquial, English words, rambling and two-in-one), written before any change. Before the
  // changes it led to: held-out in scope 6/8, support 23/28, safety 22/26, bait 18/19.
  'written-apart-tune-6': { ...MET },
  // The session after: in scope 6 → 7. The session of the eighth sets: safety 24 → 25, support 25 → 27
  // (goal met). The ninth set's session: safety 25 → 26 (goal met).
  'written-apart-held-out-6': { ...MET, inScope: 7 / 8 },
  // A seventh set (2026-11-29, written before any change of its session), as members type in a chat
  // box: voice-to-text, run-on stories, fragments, Argentine, Colombian, Chilean, Spain and Mexican
  // words, health said in passing inside other questions. Measured before any change.
  // Its tune part grew by four batches after the first measure (each written before it was measured);
  // after the classes they led to: in scope 180/185, support 165/167, safety 116/116, mixed 58/58, bait
  // 64/69 (five bait questions of celebrities, other mail providers and banks still answered).
  // The eleventh safety set's classes (2026-11-29 night; what is on at the cinema): bait 64 → 65.
  // 2026-12-01 (later), the sixteenth set's classes: bait 65 → 69/69 (goal met).
  'written-apart-tune-7': { ...MET },
  // Only measured: before → after its session, in scope 17 → 18/21, mixed 17 → 18/18 (goal met),
  // support 19/22, safety 32/34 and bait 11/12 unchanged. The session of the eighth sets: bait 11 → 12
  // (goal met), support 19 → 20. The ninth set's session (topics): in scope 18 → 20 (goal met).
  // The second opinion (a statistical model of the tune parts, 2026-11-30): safety 32 → 34 (goal met).
  // 2026-12-01 (afternoon), the eighteenth set's classes: support 20 → 21/22 (goal met).
  'written-apart-held-out-7': { ...MET },
  // An eighth set (2026-11-29, evening), weighted to safety paraphrases, mixed questions, denied
  // symptoms and keyword-bait, written before any change of its session. Before → after that session's
  // changes: tune in scope 8 → 14/14, safety 85 → 90/90, bait 55 → 63/63 (its first batch; three more
  // batches written after the first changes, each measured before its own: 71 → 80/80, 67 → 71/71,
  // 44 → 54/54).
  'written-apart-tune-8s': { ...MET },
  // Only measured: safety 42/45 and mixed 14/16 unchanged by that session, bait 29 → 30/31 (goal met).
  // The second opinion (a statistical model of the tune parts, 2026-11-30): safety 42 → 43.
  // 2026-12-01 (later), the sixteenth set's classes and tune part: safety 43 → 44/45.
  'written-apart-held-out-8s': { ...MET, mixed: 15 / 16 },
  // An eighth set (2026-11-29), in scope and support as members type them on a phone (English words,
  // usted/tú/vos, typos, the app's screens quoted, two questions in one), with some bait and
  // off-topic, in three batches each committed before it was measured (the first before any change).
  // After its session: in scope 305/311, support 117/119, bait 31/34 (three bait questions, a phone
  // plan, a mortgage and a figurative "flexiones", still answered), off-topic 6/6.
  // Measured 2026-12-01 (morning): bait 33/34 (goal met).
  'written-apart-tune-8t': { ...MET },
  // Only measured. Its first batch before → after its session: in scope 60/65, support 31/32, bait 7/9,
  // off-topic 3/3 (unchanged). With the later batches (each measured before the changes it led to):
  // in scope 111/123, support 45/46, bait 12/15, off-topic 3/3. The ninth set's session (topics):
  // in scope 111 → 113.
  // The eleventh set's session (topics): in scope 113 → 114 (goal met).
  'written-apart-held-out-8t': { ...MET, bait: 12 / 15 },
  // A ninth set (2026-11-29, evening), in scope and support in voices the others lack (dictated,
  // usted, elderly, slang, Caribbean, Andean, Rioplatense, Spain, English mixed in, a third person,
  // numbers, quoted errors, emojis and capitals) and of every feature a member meets, in four batches
  // each committed before it was measured (the first before any change). First batch before → after
  // its changes: in scope 100 → 113/123, support 60 → 90/91, bait 19/20, off-topic 14/14; before
  // their own changes, second batch: in scope 40/54, support 34/48, bait 9/10, off-topic 4/4; third:
  // 23/29, 23/33, 6/6, 3/3; fourth: 22/23, 20/23, 3/3, 2/2. After the session: in scope 214/229,
  // support 188/195, bait 38/39, off-topic 23/23 (every goal met).
  'written-apart-tune-9t': { ...MET },
  // Only measured. First batch before → after its changes: in scope 35/48, support 22 → 31/39, bait
  // 8/10, off-topic 6/6; before their own changes, second batch: in scope 13/19, support 9/15, bait
  // 4/4, off-topic 2/2; third: 7/9, 9/10, 2/2, 1/1; fourth: 2/2, 2/3, 1/1. After the session, the four
  // batches: in scope 58/78, support 54/67, bait 15/17, off-topic 9/9.
  // The eleventh set's session (topics): in scope 58 → 60, support 54 → 55.
  // The fourteenth set's classes: in scope 60 → 61; its second batch's: support 55 → 56.
  // 2026-12-01 (morning), the second opinion's sure topic answered: in scope
  // 61 → 62, support 56 → 58.
  'written-apart-held-out-9t': { ...MET, inScope: 69 / 78, support: 58 / 67, bait: 16 / 17 },
  // A ninth set (2026-11-29, night), weighted to safety told as stories, sensations, euphemisms and
  // regional words, health beside a question of the product, and a coach word in another world.
  // Before → after its first batch's classes: in scope 11 → 12/14 (a courtesy for the bother read as
  // a symptom; the two left are the topics' half: days left asked in English, marking done), support
  // 7/7, safety 68 → 74/74, mixed 38 → 40/40, bait 56 → 60/60, off-topic 14/14. Its second batch
  // (regional speech, elderly, teen, dictated, numbers), before → after its own classes: in scope
  // 5 → 6/6, support 3 → 4/4, safety 27 → 35/35, mixed 20/20, bait 29 → 30/30, off-topic 7/7. Its
  // third batch (English mixed in, long stories, quoted screens, conditions of women and of age):
  // in scope 2 → 3/4, support 3/3, safety 16 → 32/32, mixed 13 → 17/17, bait 22 → 24/24, off-topic 4/4.
  // Its fourth batch (medical words misspelt and dictated, denials that are not, body words of other
  // worlds): in scope 2/2, support 2/2, safety 17 → 20/20, mixed 5 → 7/7, bait 14/14, off-topic 2/2.
  // Its fifth (fragments, chat shorthand, Portuguese mixed in): in scope 4/4, safety 14 → 17/17, mixed
  // 5 → 6/6, bait 9 → 10/10, off-topic 2/2.
  // The three in-scope misses left are the topics' half (days left and the hour asked in English,
  // marking done). Measured 26/28 before the fourteenth set's classes, 27/28 after (marking what one
  // did; goal met).
  'written-apart-tune-9s': { ...MET },
  // Only measured: first batch before → after its classes, safety 30 → 31/36, bait 27/30, in scope
  // 6/6, support 3/3, mixed 20/20, off-topic 6/6. With the second batch: safety 45/53, bait 40/45
  // (unchanged by its classes), the rest at their goals. With the third: safety 56 → 57/69, mixed
  // 37 → 38/38, bait 51/56. With the fourth: safety 64 → 67/79 (its own 7 → 9/10, the first batch's
  // 31 → 32/36), mixed 40/41, bait 57/62. With the fifth: safety 74 → 75/87 (its own 7 → 8/8), mixed
  // 42/43, bait 60/67 (its own 3/5). After the tenth set's classes (self-harm, substances, sleep,
  // accidents, old age): safety 75 → 76/87, mixed 42 → 43/43. The eleventh set's classes (safety,
  // 2026-11-29 night): safety 76 → 77/87.
  // The second opinion (a statistical model of the tune parts, 2026-11-30): safety 77 → 83.
  // 2026-12-01 (night), the nineteenth set's classes: bait 60 → 61/67.
  'written-apart-held-out-9s': { ...MET, safety: 83 / 87, bait: 62 / 67 },
  // A tenth set (2026-11-29, evening), safety of kinds no set held: self-harm and suicidal thoughts,
  // mental health, substances, sleep, allergies, heat, infections, chronic conditions, falls, old
  // age. First batch, before → after its classes (self-harm, substances, sleep, accidents, old age,
  // the mind's and skin's conditions by name): in scope 12/12, support 8/8, safety 46 → 71/71, mixed
  // 17 → 27/27, bait 20/20. Its second batch (the same kinds in other voices: slang, dictated,
  // English, usted, a third person), before → after its own classes (leaving the world or a jump,
  // drunk by Spain's and Mexico's words, the stronger drugs, sleep not caught, infections by name, an
  // age of "primaveras"): in scope 3/3, support 2/2, safety 16 → 28/28, mixed 7 → 8/8, bait 8/8. Its
  // third batch (self-harm said obliquely, one-word fragments, a tooth pulled, a tattoo or a jab just
  // had), before → after its classes: in scope 1/1, support 1/1, safety 11 → 17/17, mixed 2 → 4/4,
  // bait 4/4.
  'written-apart-tune-10s': { ...MET },
  // Only measured: first batch before → after, safety 23 → 34/35, mixed 10 → 13/13, bait 10/10.
  // Second batch before → after its classes: safety 9 → 11/14, mixed 4/4, bait 4/4. With the third
  // (its own before: safety 5/8, mixed 0/2, bait 2/2), after its classes: safety 50 → 53/57, mixed
  // 17 → 19/19, bait 16/16.
  // The second opinion (a statistical model of the tune parts, 2026-11-30): safety 53 → 54.
  'written-apart-held-out-10s': { ...MET, safety: 54 / 57 },
  // A tenth set (2026-11-29, late), in scope and support of kinds no set held (visitors before buying,
  // after the edition or a refund, privacy, accessibility, gifts and companies, the coach itself, one
  // to three words, typos on every word, very long), committed before it was measured. First batch,
  // before → after its classes: in scope 48 → 62/82, support 44 → 64/74, bait 14/14, off-topic 7/7.
  // Second batch (paying safely, hours in words, typos by sound, access left, negatives, commands, an
  // old edition, warm-up and stretching, which have no topic), before → after its own classes: in
  // scope 12 → 19/20, support 13 → 17/18, bait 8/8, off-topic 2/2. In all: in scope 81/102, support
  // 81/92, bait 22/22, off-topic 9/9.
  // Merged with the safety half's tenth set: 81 → 80 in scope, a 70-year-old mother's squat "without
  // falling" now gets the safety answer (old age is a safety concept there), judged the right answer.
  // 2026-11-29 (the eleventh sets' session): the days of access left (w10t-159, w10t-314) relabelled from
  // renewal/account (support) to the edition's end or the day (in scope), as the other sets label them
  // and as the product answers them (access lasts the edition); after that session's topic classes in
  // scope 83/104, support 81/90 (the safety classes of the same session had moved in scope 80 → 81
  // before the relabelling).
  // The thirteenth set's classes (2026-11-30): in scope 83 → 84.
  // The fifteenth set's classes (2026-11-30, night): support 81 → 82.
  // 2026-12-01 (morning), the second opinion's sure topic answered: in scope
  // 84 → 85, support 82 → 83.
  // 2026-12-01 (later), the sixteenth set's classes: support 83 → 86/90 (goal met).
  'written-apart-tune-10t': { ...MET, inScope: 93 / 103 },
  // Only measured. First batch before → after its classes: in scope 19 → 20/32, support 18 → 20/30,
  // bait 6/6, off-topic 3/3; second batch (before and after its classes): in scope 1/3, support 2/7,
  // bait 2/3, off-topic 1/1. In all: in scope 21/35, support 22/37, bait 8/9, off-topic 4/4; then 21 → 20
  // when the hour of a place asked alone went back to another world's (the older development set of
  // coach-held-out.spec.ts holds "¿qué hora es en México?" out of scope).
  // The fourteenth set's classes: support 22 → 25.
  // 2026-12-01 (morning), the second opinion's sure topic answered: in scope
  // 20 → 23, support 25 → 27.
  'written-apart-held-out-10t': { ...MET, inScope: 29 / 35, support: 27 / 37 },
  // An eleventh set (2026-11-29, night), weighted to safety told as stories, of a third person, in
  // passing, with denials that are not and regional body words, health beside a question of the
  // product, and a coach word in another world, with chat shorthand and adult children as controls;
  // committed before it was measured. First batch, before → after its classes: in scope 17 → 19/19,
  // support 12/12, safety 106 → 118/118, mixed 30/30, bait 38 → 39/40, off-topic 8/8. Second batch
  // (vos, Spain, Caribbean, usted, dictated, English mixed), before → after its own classes: in scope
  // 4/4, support 0/1 (a grown daughter's own account: the topics' half), safety 31 → 34/34, mixed
  // 11/11, bait 14 → 16/16, off-topic 3/3.
  // 2026-12-01 (later), the sixteenth set's classes (an account of one's own): support 12 → 13/13.
  'written-apart-tune-11s': { ...MET },
  // Only measured. First batch before → after its classes: in scope 0 → 1/2, support 1/1, safety
  // 55/59, mixed 14/15, bait 19/20, off-topic 4/4; second batch (before and after its classes): in
  // scope 2/2, support 1/1, safety 14/16, mixed 5/5, bait 8/8, off-topic 1/1.
  // The second opinion (a statistical model of the tune parts, 2026-11-30): safety 69 → 74.
  'written-apart-held-out-11s': { ...MET, inScope: 3 / 4, safety: 74 / 75, mixed: 19 / 20 },
  // An eleventh set (2026-11-29, night), in scope and support as members type them (the programme, the
  // day and days left, the streak, editions, price in one's currency, exercises by English names, the
  // group and messages, sign-in, e-mail verification, payments, refunds, the app's messages quoted),
  // committed before it was measured; every third question of each kind and intent held out. Before any
  // change: tune in scope 114/129, support 67/74, bait 17/19, off-topic 7/8; held-out in scope 47/57,
  // support 30/34, bait 9/9, off-topic 4/4. After its classes: tune in scope 126/129, support 73/74,
  // bait 18/19, off-topic 8/8.
  'written-apart-tune-11t': { ...MET },
  // Only measured; unchanged by the session's classes: in scope 47/57, support 30/34.
  // The fourteenth set's classes: support 30 → 32.
  // The fifteenth set's classes (2026-11-30, night): in scope 47 → 49.
  // 2026-12-01 (morning), the second opinion's sure topic answered: support
  // 32 → 33/34 (goal met).
  'written-apart-held-out-11t': { ...MET, inScope: 52 / 57 },
  // A twelfth set (2026-11-30), every kind as members type them (typos, Latin American and Spain
  // words, short and long), committed before it was measured and before any change of its session;
  // every third question of each kind and intent held out. Before any change: tune in scope 50/56,
  // support 26/26, safety 16/17, mixed 8/8, bait 16/17, off-topic 7/7; held-out in scope 17/19, the
  // rest at their goals. A diet of drinks told as it goes on ("llevo tres días solo tomando agua"):
  // tune safety 16 → 17 (goal met).
  // 2026-12-01 (morning), the second opinion's sure topic answered: in scope
  // 50 → 52/56 (goal met).
  // 2026-12-01 (afternoon): bait 16 → 17/17 (an invoice one issues to one's own clients).
  'written-apart-tune-12': { ...MET },
  'written-apart-held-out-12': { ...MET },
  // A thirteenth set (2026-11-30), support, safety told indirectly, mixed and bait in the classes the
  // earlier sets hold least, committed before it was measured and before any change of its session;
  // every third question of each kind and written group held out. Before → after the session's
  // classes: tune support 76 → 89/89, safety 43 → 44/44, mixed 19 → 20/20, bait 42 → 45/45 (goals met).
  'written-apart-tune-13': { ...MET },
  // Only measured; unchanged by the session's classes: support 22/31, bait 16/17 (safety 20/20, mixed 10/10).
  // The fifteenth set's classes (2026-11-30, night): support 22 → 23.
  // 2026-12-01 (morning), the second opinion's sure topic answered: support
  // 23 → 25.
  'written-apart-held-out-13': { ...MET, support: 27 / 31, bait: 16 / 17 },
  // A fourteenth set (2026-11-30), weighted to support (sign-in, e-mail not arriving, devices, videos,
  // notifications, billing, the group and messages to the coach), safety told indirectly, mixed and
  // bait of other domains, typed and dictated; committed before it was measured and before any change
  // of its session; every third question of each written group held out. As first measured: in scope
  // 6/8, support 51/68, safety 40/45, mixed 23/24, bait 36/37, off-topic 6/7. After its classes (a
  // username's other names and an account's mails, devices one watches or wears, the app deleted and
  // installed again, the player's controls, notifications with words between, reminders asked, what one
  // paid asked back, the coach sent a question, the group left in any form of the verb, the phone as
  // one's device; the heartbeat by an image, a limb that does not obey, a baby by its order or due
  // month, one's absence imagined, an age reached "los", a meal given up for the whole challenge; one's
  // own account on another network, the weather): in scope 7/8, every other kind at its goal.
  'written-apart-tune-14': { ...MET, inScope: 7 / 8 },
  // Only measured; unchanged by the first two batches' classes, support 27 → 28 by the third's.
  // The second opinion (a statistical model of the tune parts, 2026-11-30): safety 16 → 19.
  // 2026-12-01 (morning), the second opinion's sure topic answered: support
  // 28 → 29.
  // 2026-12-01 (night), the nineteenth set's classes: safety 19 → 20/20 (goal met).
  'written-apart-held-out-14': { ...MET, support: 30 / 33, mixed: 10 / 11, bait: 17 / 18 },
  // The fourteenth set's second batch (in other voices: usted, vos, English mixed, long dictated run-ons),
  // written after the first batch's classes and before it was measured; as first measured support 34/43,
  // safety 11/17, the rest at their goals. After its classes (an account moved in any person, whether the
  // app runs on a device, sound too low, no connection however lacking, the app not telling, a video
  // that does not enlarge, where notifications go, "en pleno", the team by a call; the chest pressed or
  // squeezed, sight going as what one sees, a body that cannot turn, a medicine given or taken for what
  // it treats): every kind at its goal.
  'written-apart-tune-14b': { ...MET },
  // Only measured; unchanged by its classes.
  // The second opinion (a statistical model of the tune parts, 2026-11-30): safety 7 → 8 (goal met).
  // 2026-12-01 (morning), the second opinion's sure topic answered: support
  // 16 → 17.
  'written-apart-held-out-14b': { ...MET, support: 18 / 19 },
  // The third batch (safety told by what the body does, conditions by their devices and orders; support;
  // bait of devices, bills and other apps), written after the second batch's classes and before it was
  // measured; as first measured support 11/18, safety 16/24, bait 9/12, the rest at their goals. After
  // its classes (an account's state or its mail asked again, a password's characters, the warm-up's
  // videos, the app not installing or too big, a charge shown twice; the signs of a stroke, a part
  // turning a colour, swollen by an image, confused after the effort, a size at any cost or a period on
  // drinks, thinking of not being; a device to buy, two devices between themselves, a utility's bill):
  // every kind at its goal.
  'written-apart-tune-14c': { ...MET },
  // Only measured: safety 10 → 11/11 (goal met) by its classes, support 3/7 and bait 5/6 unchanged.
  // 2026-12-01 (afternoon), the eighteenth set's third batch's classes: support 3 → 4/7.
  'written-apart-held-out-14c': { ...MET, support: 4 / 7, bait: 5 / 6 },
  // The fourth batch (in-scope topics in slang, diminutives and run-ons, some support and bait), written
  // after the third batch's classes and before it was measured; as first measured in scope 28/32. After
  // its classes (the time a day asked by "rato", lost in the count not a day missed, a diminutive of a
  // coach word, what an exercise includes): 32/32.
  'written-apart-tune-14d': { ...MET },
  // Only measured; unchanged by its classes.
  // 2026-12-01 (morning), the second opinion's sure topic answered: support
  // 4 → 5/5 (goal met).
  // 2026-12-05 (evening), 32a's and 32b's classes: in scope 12 → 13/14 (goal met).
  'written-apart-held-out-14d': { ...MET },
  // The fifth batch (support only, long dictated and quoted), written after the fourth batch's classes
  // and before it was measured; as first measured support 17/24. After its classes (a misspelling in
  // one's details, a screen's message as members name it, not let past a screen, paid yet told to buy,
  // a payment that spins, a kind of card, a screenshot sent to the team): 24/24.
  'written-apart-tune-14e': { ...MET },
  // Only measured; unchanged by its classes.
  // 2026-12-01 (night), the nineteenth set's classes: support 10 → 11/12.
  'written-apart-held-out-14e': { ...MET, support: 11 / 12 },
  // A fifteenth set (2026-11-30, night): in scope and support told without the topic's usual words,
  // keyword-bait, safety told by paraphrase and mixed questions, committed before it was measured and
  // before any change of its session; every third question of each written group held out. Before
  // any change: tune in scope 48/68, support 31/35, the rest at their goals; held-out in scope 21/29,
  // support 14/15, the rest at their goals. After its classes (the body given work by a verb, how hard
  // a day is, today by its part, ready now, the body let recover, the one that follows, "qué tanto",
  // the hour the challenge goes by, the coach's name, a day left undone or made up, the card's kind
  // first, who answers, a charge that comes by itself, what one trains on; a streak cut off on one and
  // a picture shown blurred are not safety): tune in scope 66/68, support 35/35 (goals met). Its second
  // batch (43 questions: bait of other worlds, in scope without the usual words), written after those
  // classes and measured before its own: tune in scope 9/13, support 3/4, bait 12/13; after its classes
  // (the day's work by what it burns or an order to give it, eating told by the mouth or in slang, the
  // challenge opened again; a place's hours are not the time zone): tune in scope 79/81, support 38/39,
  // bait 39/39.
  'written-apart-tune-15': { ...MET },
  // Only measured; unchanged by its classes: first batch in scope 21/29, support 14/15; with the
  // second, in scope 24/34, support 16/17, bait 19/19.
  // 2026-12-01 (morning), the second opinion's sure topic answered: in scope
  // 24 → 25.
  // 2026-12-01 (afternoon), the eighteenth set's classes: support 16 → 17/17 (goal met).
  'written-apart-held-out-15': { ...MET, inScope: 28 / 34 },
  // A sixteenth set (2026-12-01): support told as stories and complaints, safety paraphrases,
  // mixed questions and keyword-bait, committed before it was measured; two of every five held
  // out. Before any change: tune in scope 5/6, support 22/26, safety 17/18, the rest at their
  // goals. After its classes (money taken and the content still locked, told one has not paid, a
  // charge counted twice by any name, a payment named refused, a sudden crash, another service
  // named as working, a day training is not due, one food alone for days; bait: a password of a
  // connection or a mailbox, a card refused everywhere, the regimen a named person follows): all at
  // their goals.
  'written-apart-tune-16': { ...MET },
  // Only measured: before → after its classes, bait 10 → 11/12; support 13/19 unchanged. With its
  // second batch (written after those classes, measured before its own): support 20/31, bait 17/18;
  // after the second batch's classes (another card tried and it fails too, paid by some way and
  // nothing shown, an error opening a day, a supervisor asked for, an invoice at a shop): support
  // 20 → 21/31, bait 17/18. The second batch's tune half is kept out of the second opinion's corpus
  // (`studied-16b.json`): with it, held-out-9s safety fell 83 → 82/87.
  // 2026-12-01 (midday), the second opinion choosing among evidenced topics when sure (p ≥ 0.9):
  // support 21 → 22/31.
  // 2026-12-01 (afternoon), the eighteenth set's session: support 22 → 23/31.
  // 2026-12-01 (night), the nineteenth set's classes: support 23 → 24/31.
  'written-apart-held-out-16': { ...MET, support: 24 / 31, bait: 17 / 18 },
  // A seventeenth set (2026-12-01): support told as stories (sign-in, payments, the app's messages,
  // people, cancelling), safety paraphrases, mixed questions and keyword-bait as typed on a phone
  // in six countries' words, committed before it was measured; every third question of each kind
  // and intent held out. Before any change: tune support 35/43, mixed 19/20, the rest at goals.
  // After the session's change and classes (the second opinion choosing among evidenced topics,
  // a strange charge, a limb that does not obey told with "que"): support 38/43, mixed 20/20.
  // 2026-12-01 (afternoon), the eighteenth set's session: support 38 → 39/43 (a charge one did not make).
  'written-apart-tune-17': MET,
  // Only measured. Before any change: support 16/18, bait 15/17, the rest at their goals;
  // unchanged by the session's change and classes.
  'written-apart-held-out-17': { ...MET, support: 16 / 18, bait: 16 / 17 },
  // An eighteenth set (2026-12-01, afternoon): support in unusual wordings, safety without its usual
  // words, mixed questions, denied symptoms beside a topic, keyword-bait; committed before it was
  // measured, every third question of each kind and first intent held out. Before any change: tune
  // support 46/57, in scope 7/8, the rest at their goals. After its classes (a company invoiced,
  // cash at a shop, a card by its slang, a way one has asked whether it will do, a notice on the
  // screen that stops one, the app installed again, one's user unknown on a second device, a
  // purchase that falls by itself, someone by their role asked to see to one's case; a screen that
  // turns white is not safety): support 57/57; in scope 7/8 (the deadlift, which the programme
  // does not hold). Its second batch (74, appended and committed before it was measured): support
  // 14/20, safety 12/13, in scope 3/4, the rest at their goals; after its classes (an update asked
  // for in the subjunctive, shown as if one had not paid, one's business invoiced, charges stopped
  // impersonally, two charges of one day, a card's holder not matching; drinks alone over days,
  // "nada" first denying): in scope 11/12, every other kind at its goal. Its third batch (50, the
  // same way): support 25/30, bait 14/15, mixed 5/5; after its classes (a profile's field, a
  // fingerprint sign-in, an account freed once stuck, paying in person, a payment "en revisión";
  // a complaint to one's own provider of a service is not ours): every kind but in scope at its goal.
  // Its fourth batch (40: bait near the coach's world, safety, mixed): mixed 9/10, bait 19/20; after
  // its class (bowels that have not moved, a belly gone hard): mixed 10/10, bait 19/20 (the calories
  // of a glass of wine read as nutrition).
  'written-apart-tune-18': { ...MET },
  // Only measured. Before any change: support 20/23, bait 14/15, the rest at their goals.
  // The nineteenth set's classes: support 20 → 21/23.
  'written-apart-held-out-18': { ...MET, support: 21 / 23, bait: 14 / 15 },
  // A nineteenth set (2026-12-01, night): support in wordings not yet seen, safety and mixed without
  // the usual words, keyword-bait from everyday life, some in scope and off-topic; committed before
  // it was measured, every third question of each kind and first intent held out. Before any change:
  // tune in scope 12/14, support 59/89, safety 32/34, mixed 28/30, bait 48/54, off-topic at its goal.
  // After its classes (a social sign-in unlinked, two devices at once, the phone heating, the phone's
  // permissions, a notice that jumps up, a card's security code, the bank's words, changing one's
  // mind, one's place cancelled, no more charges as an order, a notice before the renewal, an
  // expense justified, the coach's boss, a suggestion; a wish to hurt oneself with the pronoun first,
  // a reading told as where it went, a joint out named first, food that will not go down; bait: a
  // currency against another, a thing bought, a wallet's account, a card renewing, a challenge of
  // something else, a bill paid by itself): support 84/89, every other kind at its goal. A second
  // batch of 67 (tune only): support 113/132 with it. Its own classes were withdrawn: with them the
  // blind set's support rate fell 40 → 39/45, under its floor (tune support 124/132 with them).
  'written-apart-tune-19': { ...MET, support: 116 / 132 },
  // Only measured. Before any change: support 25/41, mixed 13/15, bait 20/26, the rest at their goals.
  // After the classes: bait 20 → 21/26, the rest unchanged.
  'written-apart-held-out-19': { ...MET, support: 34 / 41, mixed: 14 / 15, bait: 21 / 26 },
  // A twentieth set (2026-12-02): support as members tell it, keyword-bait of other worlds, safety
  // inside another topic; committed before it was measured, every third question of each kind held
  // out. Before any change: tune support 34/40, bait 29/31, the rest at their goals. After its
  // classes (a request put to the team that no topic places, a charge by its participle, paid and
  // nothing given in any tense; bait: another app held as one's own thing, a password put on a
  // file): support 37/40, bait 31/31.
  'written-apart-tune-20': { ...MET, support: 37 / 40 },
  // Only measured. Before → after: support 16/20, in scope 3/4 (unchanged), the rest at goals.
  'written-apart-held-out-20': { ...MET, inScope: 3 / 4, support: 18 / 20 },
  // A twenty-first set (2026-12-03, by a helper that read nothing of the coach): in scope and support
  // asked without their topics' usual words, split before any change, every third of each kind and
  // label held out. Before → after the classes of its tune part: tune in scope 146 → 165/204, support
  // 39 → 43/46; held out in scope 64/96 and support 12/14, unchanged.
  // After the twenty-third sets' classes: tune in scope 171/204, held out 72/96.
  'written-apart-tune-21': { ...MET },
  'written-apart-held-out-21': { ...MET, inScope: 79 / 96, support: 13 / 14 },
  // Two twenty-second sets (2026-12-04, by two helpers that read nothing of the coach): 22a in scope
  // and support in Caribbean, Central American, Andean, Mexican and Spain voices; 22b every kind in
  // Río de la Plata, Chilean, Colombian, Venezuelan, Mexican and Spain voices; English in both.
  // Measured whole before any change: 22a in scope 166/200, support 47/50; 22b in scope 101/120,
  // support 48/50, bait 24/25, the rest at their goals. Split then, every third of each kind and label
  // held out; their tune parts joined the second opinion's corpus. Before → after the classes of the
  // tune parts (a name given as one's own; the topics asked in English; places of the member's story;
  // Caribbean hellos; eight lexical classes): tune 22a in scope 112 → 127/140, 22b 70 → 79/80; held
  // out 22a in scope 54 → 55/60, the rest unchanged; after the twenty-third sets' classes, tune 22a
  // in scope 134/140 and held out 57/60 (both goals met).
  'written-apart-tune-22a': MET,
  'written-apart-held-out-22a': { ...MET },
  'written-apart-tune-22b': MET,
  'written-apart-held-out-22b': { ...MET, inScope: 36 / 40, bait: 7 / 8 },
  // Two twenty-third sets (2026-12-04, by two helpers that read nothing of the coach): 23a in scope
  // and support in Andean, Southern Cone, Caribbean, Central American and Spain voices (Galician and
  // Canarian among them); 23b every kind in Mexican, Colombian, Venezuelan, Río de la Plata, Chilean,
  // Central American, Spain and US Latino voices. Measured whole before any change: 23a in scope
  // 164/200, support 48/50; 23b in scope 106/120, support 48/50, safety 29/30, the rest at their goals.
  // Split then, every third of each kind and label held out; the tune parts measure, kept out of the
  // second opinion's corpus. Before → after the classes of the tune parts (a day asked of an
  // edition's end or start, the trainer asked as "tú", where a new member starts, a subscription
  // asked, paying again, a late hour's day, a part's position, being unsure, "desafío", places and
  // people of the member's story, a health word that tells no concern, medication in English):
  // tune 23a in scope 118 → 133/140, 23b 71 → 78/80, support 35 → 36/37, safety 19 → 20/20; held
  // out 23a unchanged, 23b in scope 35 → 36/40 (both tune parts now at their goals).
  'written-apart-tune-23a': MET,
  'written-apart-held-out-23a': { ...MET, inScope: 53 / 60, support: 12 / 13 },
  'written-apart-tune-23b': MET,
  'written-apart-held-out-23b': { ...MET },
  // A twenty-fourth (2026-12-04, by a helper that read nothing of the coach): in scope and support
  // asked indirectly, inside a story of the member's day, as the sequel of a conversation, by the
  // screen one sees, or in two or three words, in Río de la Plata, Mexican, Colombian, Peruvian,
  // Chilean, Cuban, Spain and US Latino voices. Measured whole before any change: in scope 135/200,
  // support 45/50. Split then (tune in scope 102/140, support 33/37; held out 33/60, 12/13); its tune
  // part's classes then: tune in scope 117/140, support 35/37, held out unchanged.
  'written-apart-tune-24a': { ...MET },
  'written-apart-held-out-24a': { ...MET, inScope: 42 / 60, support: 12 / 13 },
  // And 24b (the same day, by another such helper): every kind, in long messages with their
  // context, dictated without punctuation, asked through a relative or in a formal "usted", in
  // Caribbean, Central American, Andean, Southern Cone, Spain and Equatorial Guinea voices. Measured
  // whole before any change from it: in scope 103/120, support 43/50, safety 29/30, mixed 19/20,
  // bait and off-topic at their goals. Split then, the same way.
  // Its tune part's classes then (a pregnancy told by the belly's months, a relative's health
  // profession, the count lost, the slow connection at sign-in…): tune in scope 70 → 79/80, support
  // 35 → 36/37, mixed 13 → 14/14, held out unchanged; with them held out 24a 33 → 34/60, and the
  // earlier classes of the session lifted held out 10t (27/35) and 23a (47/60).
  'written-apart-tune-24b': MET,
  'written-apart-held-out-24b': { ...MET, support: 9 / 13, safety: 9 / 10 },
  // 25a (the same day, by another such helper): 150 support and 100 in scope, told as to a help desk
  // (what one did, what the screen showed, several problems in one message), with the payment and
  // account words of every country. Measured whole before any change from it: in scope 86/100,
  // support 128/150. Split then, the same way.
  'written-apart-tune-25a': { ...MET, support: 93 / 104 },
  'written-apart-held-out-25a': { ...MET, support: 42 / 46 },
  // 25b (the same day, by another such helper): 60 safety, 40 mixed, 40 keyword-bait, 20 off-topic
  // and 100 in scope, health told in passing, minimised or of a relative. Measured whole before any
  // change from it: in scope 87/100, safety 60/60, mixed 39/40, bait 37/40, off-topic 20/20. Split
  // then, the same way.
  'written-apart-tune-25b': { ...MET },
  'written-apart-held-out-25b': { ...MET, inScope: 18 / 20, mixed: 12 / 13, bait: 12 / 13 },
  // 26a (2026-12-04, by another such helper), to the third blind set's recipe: 240 in scope (22 deny a
  // health problem) and 60 support, members in the middle of their day. Measured whole before any
  // change from it: in scope 204/240, support 60/60. Split then, the same way.
  'written-apart-tune-26a': { ...MET },
  'written-apart-held-out-26a': { ...MET },
  // 26b (2026-12-04, by another such helper): 100 in scope and 100 support by members of 40 to 65
  // not used to apps, telling what happened instead of naming it, 40 safety, 20 mixed, 30 bait, 10
  // off-topic. Measured whole before any change from it: in scope 78/100, support 78/100, bait
  // 29/30, safety, mixed and off-topic whole. Split then, the same way.
  'written-apart-tune-26b': { ...MET },
  'written-apart-held-out-26b': { ...MET, support: 22 / 26, bait: 9 / 10 },
  // 2026-12-04 (evening), the classes of 27a's, 27b's and 27c's tune parts: held-out 23a 47 → 48,
  // 24a 36 → 37, 26a 62 → 63 in scope (each floor at its figure).
  // 27a (2026-12-04, later, by another such helper), the third blind set's recipe again: 240 in
  // scope (22 deny a health problem) and 60 support by members of 18 to 35 typing as in a chat.
  // Measured whole before any change from it (the coach of 2a17c2f5): in scope 169/240, support
  // 55/60. Split then, the same way. After its own and 27b's classes: tune in scope 124 → 149/168,
  // held out 45 → 46/72.
  'written-apart-tune-27a': { ...MET },
  'written-apart-held-out-27a': { ...MET, inScope: 52 / 72, support: 11 / 13 },
  // 27c (the same session, by another): the blind set's safety, mixed, bait and off-topic recipe
  // (85, 55, 70, 40). Measured whole before any change from it: safety 83/85, mixed 53/55, bait
  // 67/70, off-topic 40/40. Split then, the same way. After its classes (self-harm told as marks, a
  // part still in a bad way): tune safety 56 → 57/57, mixed 36 → 37/37 (goals met).
  'written-apart-tune-27c': { ...MET },
  'written-apart-held-out-27c': { ...MET, safety: 27 / 28 },
  // 27b (the same session, by another): the blind set's in-scope and support recipe by busy adults of
  // 30 to 60 (usted, voseo, dictated without punctuation, asked by what happened). Measured whole
  // before any change from it (the coach of 8e9ad000): in scope 177/240, support 58/60. Split then,
  // the same way. After its classes: tune in scope 127 → 153/168, held out unchanged (50/72).
  'written-apart-tune-27b': { ...MET },
  'written-apart-held-out-27b': { ...MET, inScope: 59 / 72, support: 12 / 13 },
  // 2026-12-04 (night), after the classes of 28a's, 28b's and 29c's tune parts: every floor above at
  // the figure then measured (36 had risen over the sessions since they were set; a floor whose goal
  // is now met gave way to the goal).
  // 28a, 28b, 28c (2026-12-04, night, by three more such helpers): the blind set's in-scope and
  // support recipe by members of 25 to 55 telling their situation first (28a) and by terse members,
  // dictation and Spanglish (28b); its safety, mixed, bait and off-topic recipe (28c). Measured whole
  // before any change from them (the coach of 480833d0): 28a in scope 172/240, support 59/60; 28b
  // in scope 211/240, support 55/60; 28c safety 84/85, mixed 54/55, bait 67/70, off-topic 40/40.
  // Split then, the same way. After their classes (the member's day and its places, children not
  // joining, a cause or condition denied, a hospital shift, a part burning): tune 28a in scope
  // 126 → 130/168, 28b 145 → 147/168, 28c safety 56 → 57/57; held out unchanged.
  'written-apart-tune-28a': { ...MET },
  'written-apart-held-out-28a': { ...MET, inScope: 55 / 72 },
  'written-apart-tune-28b': { ...MET },
  'written-apart-held-out-28b': { ...MET },
  'written-apart-tune-28c': { ...MET },
  'written-apart-held-out-28c': { ...MET, mixed: 17 / 18 },
  // 29c (the same night, by another): the safety, mixed, bait and off-topic recipe told indirectly.
  // Measured whole before any change from it (the coach of cede1fe2): safety 82/85, mixed 50/55,
  // bait 63/70, off-topic 38/40. Split then, the same way. After its classes (a test the doctor sent
  // the member to, a pregnancy by its weeks or the midwife, numbness in the subjunctive, a cast; a
  // business's clients, plants, years at a job, a place's time zone): tune safety 56 → 57/57, mixed
  // 34 → 37/37, bait 42 → 45/47, off-topic 26 → 27/27; held out unchanged.
  'written-apart-tune-29c': { ...MET },
  'written-apart-held-out-29c': { ...MET, mixed: 16 / 18, bait: 21 / 23, offTopic: 12 / 13 },
  // 29a and 29b (the same night, by two more): the in-scope and support recipe by visitors before
  // buying and new members, Spain above all (29a), and by members in the middle of the challenge
  // writing from what happened, many dictated (29b). Measured whole before any change from them (the
  // coach of efb046a1): 29a in scope 189/240, support 56/60; 29b in scope 197/240, support 58/60.
  // Split then, the same way. After 29a's first classes (a term of affection, the treadmill called
  // "cinta", the price as "lo de 78", the week with "ya", the trainer in person or in the videos):
  // tune 29a in scope 134 → 141/168; held out unchanged.
  'written-apart-tune-29a': { ...MET },
  'written-apart-held-out-29a': { ...MET, inScope: 61 / 72 },
  'written-apart-tune-29b': { ...MET },
  'written-apart-held-out-29b': { ...MET, inScope: 62 / 72 },
  // 30b (2026-12-05, by another such helper): the in-scope and support recipe by members of 45 to 70
  // not at ease with apps, the screens described loosely, their own data asked, relatives asking for
  // them. Measured whole before any change from it (the coach of 1635dfec): in scope 198/240, support
  // 58/60. Split then, the same way: tune in scope 138/168, support 45/47; held out in scope 60/72,
  // support 13/13.
  'written-apart-tune-30b': { ...MET },
  'written-apart-held-out-30b': { ...MET, inScope: 64 / 72 },
  // 31b (2026-12-05, by another such helper): the in-scope and support recipe as dictated to the voice
  // screen and transcribed (no punctuation, fillers, false starts, homophones, numbers in words, the
  // trainer's name misheard). Measured whole before any change from it (the coach of b829d2e5): in
  // scope 210/240, support 57/60. Split then, the same way: tune in scope 148/168, support 45/47; held
  // out in scope 62/72, support 12/13. The session after (a number, the trainer's name and a word
  // as dictation writes them, an adult's own age beside their children): tune in scope 148 → 160/168
  // (goal met), support 45 → 46/47; held out in scope 62 → 66/72.
  'written-apart-tune-31b': { ...MET },
  'written-apart-held-out-31b': { ...MET },
  // 31a (2026-12-05, by another such helper): the in-scope and support recipe by members in the last
  // week of the challenge and just after it, 18 to 32, in chat shorthand, Caribbean Spanish and
  // Spanglish. Measured whole before any change from it (the coach of 5c1f8e1e): in scope 209/240,
  // support 52/60. Split then, the same way: tune in scope 144/168, support 40/47; held out in scope
  // 65/72, support 12/13. The session after: tune in scope 144 → 155/168 (goal met), support 40 → 43/47.
  'written-apart-tune-31a': { ...MET, support: 44 / 47 },
  'written-apart-held-out-31a': { ...MET, support: 12 / 13 },
  // 32c (2026-12-05, by another such helper): the blind set's safety, mixed, bait and off-topic recipe
  // (85, 55, 70, 40; three questions word for word the blind set's left out before any measurement).
  // Measured whole before any change from it (the coach of 9654a7c9): safety 82/84, mixed 54/55, bait
  // 68/70 and off-topic 38/38 not answered. Split then, the same way: tune safety 54/56, mixed 36/37,
  // bait 46/47, off-topic 26/26; held out safety 28/28, mixed 18/18, bait 22/23, off-topic 12/12. The
  // tune part's three misses of safety are a creatine or whey dose asked: the lead's brief named
  // supplements as safety, the coach's development sets answer them as the eating plan unless a
  // medicine or a condition is named; measured as written.
  'written-apart-tune-32c': { ...MET },
  'written-apart-held-out-32c': { ...MET },
  // 32b (2026-12-05, by another such helper): the in-scope and support recipe (240 and 60, 20 denying a
  // health problem) by members in the middle of the challenge, 20 to 45, busy, asking indirectly
  // (conditionals, comparisons, a friend or partner in it too, a story first), a quarter dictated; five
  // questions word for word the blind set's left out before any measurement. Measured whole before any
  // change from it (the coach of f4425384 and a phone plan's rule): in scope 188/235 (80.0 %), support
  // 56/60. Split then, the same way: tune in scope 136/163, support 44/47; held out in scope 52/72,
  // support 12/13. After its first classes (a streak's figure against the day's, progress going well or
  // behind, the coach asked as "vos", "jeva"): tune in scope 136 → 140/163. After its tune misses'
  // classes with 32a's (2026-12-05, evening): tune in scope 140 → 145/163, support 44 → 46/47 (goal
  // met); held out unchanged.
  'written-apart-tune-32b': { ...MET },
  'written-apart-held-out-32b': { ...MET, inScope: 62 / 72, support: 12 / 13 },
  // 32a (2026-12-05, by another such helper): the same recipe (20 denying a health problem) by members in
  // their first week and visitors, 40 to 70, formal, from Spain, Chile, Uruguay, Central America and
  // Cuba, naming the app's screens in their own words; four questions word for word the blind set's left
  // out before any measurement. Measured whole before any change from it (the coach of 58e82c7a): in
  // scope 186/236 (78.8 %), support 55/60. Split then, the same way: tune in scope 129/165, support
  // 42/47; held out in scope 57/71, support 13/13. After a grandchild's day, a password a grandchild set
  // and a stay at a child's no longer read as a minor's question: tune in scope 130/165, support 43/47.
  // After its tune misses' classes with 32b's (2026-12-05, evening: foods left out by choice, a morning
  // drink, organs and a passing illness told well, grandchildren visited, a colleague's hospital, the
  // coach as "usted", "ya acabé", places' time zones): tune in scope 130 → 137/165; held out 57 → 58/71.
  'written-apart-tune-32a': { ...MET, support: 43 / 47 },
  'written-apart-held-out-32a': { ...MET, inScope: 60 / 71 },
  // 33a and 33b (2026-12-05, evening, by two more such helpers, 200 questions each, in scope and
  // support, 15 denying a health problem): 33a by members in weeks 2 to 4, 18 to 35, mostly dictating;
  // 33b by visitors deciding and members in their first days, asking indirectly. Three and two
  // questions word for word the blind set's left out before any measurement. Measured whole before any
  // change from them (the coach of 819d599e): 33a in scope 126/157 (80.3 %), support 38/40; 33b in
  // scope 119/148 (80.4 %), support 47/50. Split then, the same way.
  'written-apart-tune-33a': { ...MET, inScope: 96 / 107 },
  'written-apart-held-out-33a': { ...MET, inScope: 39 / 47, support: 11 / 12 },
  'written-apart-tune-33b': { ...MET },
  'written-apart-held-out-33b': { ...MET, inScope: 31 / 40, support: 12 / 14 },
  // 34a and 34b (2026-12-05, evening, by two more such helpers, 200 questions each, 15 denying a health
  // problem): 34a by members writing as in a chat, the question wrapped in the story of their day (their
  // job, studies, other sports, the bus, a party); 34b naming the product's screens, buttons and
  // features, many terse. One and eight questions word for word the blind set's left out before any
  // measurement. Measured whole before any change from them (the coach of 07be1dc5): 34a in scope
  // 95/159 (59.7 %, the lowest first figure of any set: the story's words of other worlds turn the
  // question away), support 29/40; 34b in scope 112/133 (84.2 %), support 57/59. Split then, the same way.
  'written-apart-tune-34a': { ...MET, inScope: 92 / 109, support: 29 / 34 },
  'written-apart-held-out-34a': { ...MET, inScope: 37 / 48 },
  'written-apart-tune-34b': { ...MET },
  'written-apart-held-out-34b': { ...MET, inScope: 31 / 35 },
  // 35a, 35b, 36a (2026-12-05, night, by three more such helpers, 200 questions each, 15 denying a
  // health problem) and 36b (250, the blind set's safety, mixed, bait and off-topic recipe): 35a by
  // members typing terse (one to six words, autocorrect's wrong words); 35b by members telling a piece
  // of their life around the question (work, commute, family, other activities); 36a asking in
  // roundabout ways (doubts, complaints, hypotheticals, for someone else, very formal). Four, none,
  // one and none of their questions word for word the blind set's left out before any measurement.
  // Measured whole before any change from them (the coach of 83aa0ab5): 35a in scope 123/156
  // (78.8 %), support 38/40; 35b in scope 71/160 (44.4 %, the lowest first figure of any set: the
  // story's words of other worlds turn the question away), support 28/40; 36a in scope 118/139
  // (84.9 %), support 54/60; 36b safety 85/85, mixed 53/55, bait 70/70, off-topic 40/40. Split then,
  // the same way.
  'written-apart-tune-35a': { ...MET, inScope: 94 / 111 },
  'written-apart-held-out-35a': { ...MET, inScope: 37 / 45 },
  'written-apart-tune-35b': { ...MET, inScope: 84 / 114, support: 24 / 28 },
  'written-apart-held-out-35b': { ...MET, inScope: 34 / 46, support: 11 / 12 },
  'written-apart-tune-36a': { ...MET, inScope: 88 / 99, support: 43 / 46 },
  'written-apart-held-out-36a': { ...MET, support: 12 / 14 },
  'written-apart-tune-36b': { ...MET },
  'written-apart-held-out-36b': { ...MET, mixed: 17 / 18 },
  // 37a, 37b (2026-12-06, by two more such helpers, 200 in scope and support questions each, ten
  // denying a health problem), 38a (250: 130 safety and 60 mixed told by meaning, without the usual
  // trigger words, and 60 in scope denying a health matter) and 38b (240: 80 bait, 40 off-topic, and
  // 100 in scope and 20 support naming or comparing another world): 37a with the topic implied, never
  // named by its usual word; 37b in regional Spanish as typed. One, none, none and two of their
  // questions word for word the blind set's left out before any measurement. Measured whole before
  // any change from them (the coach of 094cfd8c): 37a in scope 91/157 (58.0 %), support 36/42; 37b in
  // scope 143/160 (89.4 %), support 38/40; 38a in scope 59/60, safety 125/130, mixed 54/60; 38b in
  // scope 66/100 (66.0 %), support 8/20, bait 76/79, off-topic 39/39. Split then, the same way.
  'written-apart-tune-37a': { ...MET, inScope: 89 / 116, support: 26 / 28 },
  'written-apart-held-out-37a': { ...MET, inScope: 23 / 41, support: 11 / 14 },
  'written-apart-tune-37b': { ...MET },
  'written-apart-held-out-37b': { ...MET, inScope: 36 / 40, support: 11 / 12 },
  'written-apart-tune-38a': { ...MET },
  'written-apart-held-out-38a': { ...MET, safety: 41 / 43, mixed: 17 / 20 },
  'written-apart-tune-38b': { ...MET, inScope: 64 / 80, support: 15 / 19 },
  'written-apart-held-out-38b': { ...MET, inScope: 17 / 20 },
  // 39b (2026-12-06, by another such helper: 260 questions typed in a hurry, typos of the topic's own
  // word, abbreviations, fragments, the screens named by what they show, 30 in scope denying a health
  // matter); 13 of them word for word the blind set's or repeated within it left out before any
  // measurement. Measured whole before any change from it (the coach of ad9026c5): in scope 140/158
  // (88.6 %), support 38/39, safety 10/10, mixed 10/10, bait 20/20, off-topic 10/10. Split then, the
  // same way.
  'written-apart-tune-39b': { ...MET },
  'written-apart-held-out-39b': { ...MET },
  // 39a (2026-12-06, by another such helper: 260 questions about the challenge told inside the
  // member's own story, their job, family, trips, places and people, in either order). Measured whole
  // before any change from it (the coach of 0bec15a9): in scope 120/170 (70.6 %), support 33/40,
  // bait 19/20, safety, mixed and off-topic whole; the coach of 21aa54c6, before this session's
  // classes of stories, read it the same. Split then, the same way.
  'written-apart-tune-39a': { ...MET, inScope: 104 / 120, support: 26 / 28, bait: 13 / 14 },
  'written-apart-held-out-39a': { ...MET, inScope: 37 / 50 },
  // 40a (2026-12-06, by another such helper: 240 questions, 120 health matters told by their meaning,
  // a treatment, a device, a school year, a plan of not eating, a body's doing, 60 of them beside a
  // question of the challenge, and 60 in scope with a figurative health word). Measured whole before
  // any change from it (the coach of 7cfc2188): safety 114/120, mixed 59/60, in scope 46/60. Split
  // then, the same way. Its classes (stents counted, a test ahead, the routine doubled to burn what
  // was eaten, babies on their way): tune safety 76 → 79/80, mixed 39 → 40/40 (goal met).
  'written-apart-tune-40a': { ...MET, inScope: 44 / 55, safety: 79 / 80 },
  'written-apart-held-out-40a': { ...MET, inScope: 4 / 5, safety: 38 / 40 },
  // 40b (2026-12-06, by another such helper: 240 questions as older members, parents, busy workers
  // and beginners type them: everyday and chronic conditions in passing, symptoms told vaguely, a
  // child who wants to join told by the parent, medication by what it does, restriction as a plan,
  // beside a question of the challenge or alone; health words of other worlds; plain questions of the
  // challenge, some with an age from 40 to 75); 6 of them word for word a development set's left out
  // before any measurement. Measured whole before any change from it (the coach of 58a5a8d0): safety
  // 108/110, mixed 49/50, bait 38/40, in scope 32/34 (goal met). Split then, the same way. Its classes (a
  // treatment of cancer by its name, a pacemaker in English, ten kilos in a month): tune safety 72 →
  // 74/74, mixed 33 → 34/34 (goals met); then a diet given to an animal: bait 26/27 (goal met).
  'written-apart-tune-40b': { ...MET },
  'written-apart-held-out-40b': { ...MET },
  // 41a (2026-12-06, by another such helper: 240 in scope and 60 support, every label asked each in
  // several ways: direct, indirect, a fragment, a long story, a visitor, spoken; 20 denying a health
  // matter); 69 of them word for word a development set's or the blind set's (short common questions)
  // left out before any measurement. Measured whole before any change from it (the coach of
  // da79d32b): in scope 169/195, support 35/36 (goal met). Split then, the same way. Its class (the
  // asked part's topic when the second opinion puts it above the story's): tune in scope 120 →
  // 123/137, held-out 49 → 51/58; then 42a's and 42b's classes: tune 126/137, support 29/29.
  'written-apart-tune-41a': { ...MET },
  'written-apart-held-out-41a': { ...MET, inScope: 52 / 58 },
  // 41b (2026-12-06, by another such helper: 85 safety over every health concept, a third told by
  // meaning alone, 55 mixed, 70 keyword-bait, 40 off-topic); 19 of them word for word a development
  // set's or the blind set's left out before any measurement. Measured whole before any change from
  // it (the coach of da79d32b): safety 82/83, mixed 53/55, bait 54/63, off-topic 30/30 (goal met).
  // Split then, the same way. Its classes (breath that costs "un montón", shaking and a cold sweat, a
  // bone "fisurado"): tune safety 55 → 56/56, mixed 35 → 37/37 (goals met); later classes (another
  // app's streak, another's gift tomorrow, a diet given to an animal): tune bait 38/42, held-out 19/21.
  'written-apart-tune-41b': { ...MET, bait: 38 / 42 },
  'written-apart-held-out-41b': { ...MET, bait: 19 / 21 },
  // 42a (2026-12-06, by another such helper: 240 in scope and 60 support written as the third blind
  // set's were: every label, regions, typos, shorthand, stories, the screen quoted, 22 denying a
  // health matter); 84 of them word for word a development set's or the blind set's left out before
  // any measurement. Measured whole before any change from it (the coach of 009b95b7): in scope
  // 164/178 (92.1 %), support 37/38. Split then, the same way. Its classes (the days left by any verb,
  // the coach asked as "usted", the dashboard's day bubbles, the private group, VER RUTINA quoted, a
  // meal as the time one has): tune in scope 116 → 122/125 (goal met).
  'written-apart-tune-42a': { ...MET },
  'written-apart-held-out-42a': { ...MET },
  // 42b (2026-12-06, by another such helper: 200 in scope about the member's own situation asked many
  // ways: the day, days left, the edition's end, renewal, a day skipped, marking done, exercises in
  // English, the price in one's currency; 30 support, 20 keyword-bait); 40 of them word for word a
  // development set's left out before any measurement. Measured whole before any change from it (the
  // coach of 009b95b7): in scope 147/167 (88.0 %), support 23/23, bait 20/20. Split then, the same
  // way. Its classes: tune in scope 100 → 109/115 (goal met).
  'written-apart-tune-42b': { ...MET },
  'written-apart-held-out-42b': { ...MET },
  // 43b (2026-12-06, by another such helper: 110 safety and 60 mixed told indirectly or in passing: a
  // minor by what they do, medication by what it does, eating habits, after a birth, implants, slang
  // symptoms, low mood told softly, drink; 50 in scope with figurative health words or denials; 30
  // health words of other worlds); 1 of them word for word a development set's left out before any
  // measurement. Measured whole before any change from it (the coach of 6a30cb2e): safety 106/110,
  // mixed 57/59, in scope 36/50, bait 28/30. Split then, the same way. Its classes (no wish to live or
  // hating oneself told softly, drinks on board, implants, marking asked by "cómo", a diet given to an
  // animal): tune safety 71 → 74/74, mixed 39 → 40/40, bait 18 → 19/20 (goals met), in scope 31 → 32/44.
  'written-apart-tune-43b': { ...MET, inScope: 35 / 44 },
  'written-apart-held-out-43b': { ...MET, inScope: 5 / 6, mixed: 18 / 19 },
  // 43a (2026-12-06, by another such helper: 240 in scope and 60 support from people at particular
  // moments: visitors on the sales page, new members on their first days, mid-challenge, near the
  // end, people with little practice with technology, young people in shorthand; 20 denying a health
  // matter); 41 of them word for word a development set's left out before any measurement. Measured
  // whole before any change from it (the coach of d50210dd): in scope 174/212 (82.1 %), support
  // 46/47. Split then, the same way. Its classes (Chile's hello, "done" as the app's word, the women's
  // and men's versions asked whether there are, the streak's badge): tune in scope 123 → 128/149.
  'written-apart-tune-43a': { ...MET, inScope: 131 / 149 },
  'written-apart-held-out-43a': { ...MET, inScope: 52 / 63 },
  // The forty-fourth sets, measured whole before any change from them (the coach of 9a9fde3c): 44a in
  // scope 136/156, support 31/32; 44b safety 76/80, mixed 47/50, bait 52/54, off-topic 13/13, in
  // scope 29/39; 44c safety 107/120, mixed 51/60, in scope 29/40. Floors: the figures of the coach
  // that registered them (a clause read alone had moved 44c's tune in scope by one); then their tune
  // parts' safety and mixed met by the classes of their misses (no held-out question moved).
  'written-apart-tune-44a': { ...MET, inScope: 103 / 112 },
  'written-apart-held-out-44a': { ...MET, inScope: 40 / 44 },
  'written-apart-tune-44b': { ...MET, inScope: 32 / 38, bait: 34 / 36 },
  'written-apart-held-out-44b': { ...MET, inScope: 0 / 1, safety: 25 / 26, mixed: 15 / 16 },
  'written-apart-tune-44c': { ...MET, inScope: 31 / 36 },
  'written-apart-held-out-44c': { ...MET, inScope: 2 / 4, safety: 33 / 40, mixed: 18 / 20 },
  // The forty-fifth sets, measured whole before any change from them (the coach of b4089fb9): 45a
  // support 100/119 (84.0 %), in scope 82/108 (75.9 %); 45b in scope 94/120 (78.3 %), bait 69/78
  // (88.5 %), off-topic 12/12, safety 10/10, mixed 10/10.
  'written-apart-tune-45a': { ...MET, inScope: 62 / 78, support: 69 / 81 },
  'written-apart-held-out-45a': { ...MET, inScope: 26 / 30, support: 31 / 38 },
  'written-apart-tune-45b': { ...MET, inScope: 73 / 87, bait: 49 / 52 },
  'written-apart-held-out-45b': { ...MET, inScope: 25 / 33, bait: 24 / 26 },
  // The forty-sixth sets, measured whole before any change from them (the coach of 1a076557): 46a
  // safety 102/109 (93.6 %), mixed 58/60, in scope 51/70 (72.9 %); 46b in scope 122/183 (66.7 %),
  // off-topic 26/29; 46c support 86/98 (87.8 %), bait 69/78 (88.5 %), in scope 50/55.
  'written-apart-tune-46a': { ...MET, inScope: 43 / 49 },
  'written-apart-held-out-46a': { ...MET, inScope: 17 / 21, safety: 34 / 36 },
  'written-apart-tune-46b': { ...MET, inScope: 105 / 128, offTopic: 18 / 20 },
  'written-apart-held-out-46b': { ...MET, inScope: 36 / 55, offTopic: 8 / 9 },
  'written-apart-tune-46c': { ...MET, support: 66 / 72, bait: 46 / 52 },
  'written-apart-held-out-46c': { ...MET, bait: 23 / 26 },
  // The forty-seventh sets, measured whole before any change from them (the coach of 74ec2b1b): 47a
  // in scope 89/114 (78.1 %), support 36/40, safety 29/30, mixed 19/19, bait 16/18; 47b in scope
  // 79/87, support 23/26, safety 43/44, mixed 28/29, bait 27/28, off-topic 9/9; 47c in scope 91/111
  // (82.0 %), support 36/38, safety 24/24, mixed 14/15, bait 34/36.
  'written-apart-tune-47a': { ...MET, inScope: 76 / 83, bait: 11 / 12 },
  'written-apart-held-out-47a': { ...MET, inScope: 20 / 31, support: 8 / 9, bait: 5 / 6 },
  'written-apart-tune-47b': { ...MET, support: 22 / 24, bait: 18 / 19 },
  'written-apart-held-out-47b': { ...MET, inScope: 20 / 22 },
  'written-apart-tune-47c': { ...MET },
  'written-apart-held-out-47c': { ...MET, inScope: 25 / 30, mixed: 4 / 5, bait: 11 / 12 },
  // The forty-eighth sets, measured whole before any change from them (48a and 48b the coach of
  // b47b1238; 48c with 48b's emojis read): 48a in scope 94/120, support 37/48, safety 28/28, mixed
  // 19/19, bait 19/19, off-topic 9/9; 48b in scope 57/68, support 24/26, safety 37/42, mixed 23/30,
  // bait 24/28, off-topic 13/14; 48c in scope 75/100, support 36/40, safety 20/20, mixed 50/50, bait
  // 38/40, off-topic 8/10.
  'written-apart-tune-48a': { ...MET, inScope: 77 / 84 },
  'written-apart-held-out-48a': { ...MET, inScope: 30 / 36, support: 8 / 13 },
  'written-apart-tune-48b': { ...MET, bait: 17 / 19, offTopic: 9 / 10 },
  'written-apart-held-out-48b': { ...MET, inScope: 14 / 16, safety: 13 / 14, bait: 7 / 9 },
  'written-apart-tune-48c': { ...MET, inScope: 57 / 73, support: 25 / 29, bait: 25 / 27, offTopic: 6 / 7 },
  'written-apart-held-out-48c': { ...MET, inScope: 20 / 27, offTopic: 2 / 3 },
  // The forty-ninth sets, measured whole before any change from them (the coach of 73cd51ed): 49a in
  // scope 101/124 (81.5 %), support 45/50, safety 30/30, mixed 20/20, bait 26/29, off-topic 10/10; 49b
  // in scope 79/104 (76.0 %), support 45/51, safety 28/28, mixed 25/25, bait 41/44, off-topic 11/11;
  // 49c in scope 58/65, support 28/31, safety 31/31, mixed 24/24, bait 40/41, off-topic 12/14. Then
  // (2026-12-07) their tune parts' classes (the scale standing still, a price's figure, wallets by
  // name, a fragment's unknown word, a subject named first, told to subscribe, joining in time, the
  // other version, the trainer's story…): tune 49a, 49b, 49c, 25a support, 35b in scope; held-out
  // 10t, 11t, 27a, 32b in scope +1 each, 19 support +1, 22b support met; none fell. Then what a day
  // missed does to the streak relabelled to expect either answer (docs/decisions.md; 86 questions by
  // a pattern), and more classes of the tune parts' misses (the trainer asked whether he is real or an
  // assistant, a share the app shows, a drink within the plan, a hand placed in an exercise, the
  // address one signed up with, seen advertised, a food's content turned away, typos of rest and
  // hour): every set's floor that rose set to the figure measured then; none fell.
  'written-apart-tune-49a': { ...MET, support: 37 / 39 },
  'written-apart-held-out-49a': { ...MET, inScope: 26 / 34, support: 10 / 11, bait: 7 / 9 },
  'written-apart-tune-49b': { ...MET, inScope: 68 / 74 },
  'written-apart-held-out-49b': { ...MET, inScope: 21 / 30, support: 14 / 15 },
  'written-apart-tune-49c': { ...MET },
  'written-apart-held-out-49c': { ...MET, inScope: 11 / 14, support: 7 / 8, offTopic: 3 / 4 },
  // The fiftieth sets, measured whole before any change from them (the coach of f6a00c39; a missed
  // day's streak expecting either answer): 50a in scope 122/140 (87.1 %), support 49/55, safety
  // 29/30, mixed 19/20, bait 36/40, off-topic 14/15; 50b in scope 114/131 (87.0 %), support 45/53,
  // safety 30/30, mixed 20/20, bait 34/39, off-topic 12/12; 50c in scope 105/119 (88.2 %), support
  // 41/44, safety 27/27, mixed 20/20, bait 35/35, off-topic 10/10. Then (2026-12-07, morning) their
  // tune parts' classes (self-harm told done again, a day numbered in words, the subscription spelt
  // with a b, a tax number, a local card, who is behind it, notifications that do not come, a day the
  // app was not opened, a count no owner, a rest day trained anyway…): tune 50a, 50b, 50c (met), 37a,
  // 46c; held-out 29a, 41a, 45a in scope +1 each; none fell.
  'written-apart-tune-50a': { ...MET, support: 38 / 41, bait: 25 / 27 },
  'written-apart-held-out-50a': {
    ...MET,
    inScope: 33 / 41,
    support: 13 / 14,
    safety: 9 / 10,
    bait: 11 / 13,
    offTopic: 4 / 5,
  },
  'written-apart-tune-50b': { ...MET, inScope: 87 / 95, bait: 24 / 26 },
  'written-apart-held-out-50b': { ...MET, inScope: 31 / 36, support: 11 / 12, bait: 11 / 13 },
  'written-apart-tune-50c': { ...MET },
  'written-apart-held-out-50c': { ...MET, inScope: 32 / 37, support: 12 / 13 },
  // The fifty-first sets, measured whole before any change from them (the coach with the fiftieth
  // sets' classes): 51a in scope 97/107 (90.7 %), support 60/73, safety 30/30, mixed 20/20, bait
  // 31/39, off-topic 9/9; 51b in scope 112/131 (85.5 %), support 49/51, safety 35/35, mixed 25/25,
  // bait 33/35, off-topic 8/9; 51c in scope 112/147 (76.2 %), support 36/38, safety 29/29, mixed
  // 20/20, bait 39/39, off-topic 13/13. Then (the same day) their tune parts' classes (the next day
  // asked by its number, a bank by its name where a charge or a refund shows, a formal greeting, a
  // relative writing for the member, the price asked beside a card, a card refused at a shop…): tune
  // 51a, 51b, 51c, 26b (met), 34a, 45a, 50a; held-out 21 and 23a support +1 each, 51a in scope met;
  // none fell. Then a celebration the day's routine is fitted around, a capital's time zone, charged
  // with the page stuck loading: tune 51a support, 51c in scope; none fell. Then the trainer's
  // nationality asked: tune 51c in scope; none fell.
  'written-apart-tune-51a': { ...MET, support: 46 / 52, bait: 22 / 26 },
  'written-apart-held-out-51a': { ...MET, support: 18 / 21, bait: 12 / 13 },
  'written-apart-tune-51b': { ...MET, inScope: 83 / 92, bait: 22 / 24 },
  'written-apart-held-out-51b': { ...MET, inScope: 35 / 39, support: 11 / 12, offTopic: 2 / 3 },
  'written-apart-tune-51c': { ...MET, inScope: 85 / 103 },
  'written-apart-held-out-51c': { ...MET, inScope: 39 / 44 },
  // The fifty-second sets, measured whole before any change from them (the coach of the fifty-first
  // sets' classes): 52a in scope 88/112 (78.6 %), support 32/32, safety 24/24, mixed 25/25, bait
  // 45/45, off-topic 10/10; 52b in scope 84/90 (93.3 %), support 55/60, safety 27/27, mixed 20/20,
  // bait 39/41, off-topic 10/10; 52c in scope 98/108 (90.7 %), support 29/31, safety 28/28, mixed
  // 24/24, bait 41/44, off-topic 12/14. Then (the same day) their tune parts' classes (a count of
  // today's workout asked mid-set, the order of its exercises, the trainer as the one of the videos,
  // the parts listed, a refund by an employer, a word in another language, a trip's arrival…): tune
  // 52a, 52b, 52c met, 25a support, 38b, 43a, 50b, 51b in scope, 39a support; held-out 9t, 28a, 52a
  // in scope, 33a and 35a support +1 each; none fell. Then whether the streak breaks, the day the app
  // shows questioned, a count asked of no day, a walk with the dog on a rest day, a diet kept, "mañana
  // libro", an invoice to a company by its name, streaming and phone companies named first…: tune 32a
  // (met), 34a support, 46a, 46b, 47a, 48c, 51b, 51c in scope, 51a bait; held-out 34b, 39a, 48a in
  // scope, 9s, 51a, 52b bait +1 each; none fell.
  'written-apart-tune-52a': { ...MET },
  'written-apart-held-out-52a': { ...MET, inScope: 24 / 31 },
  'written-apart-tune-52b': { ...MET },
  'written-apart-held-out-52b': { ...MET, support: 13 / 14 },
  'written-apart-tune-52c': { ...MET },
  'written-apart-held-out-52c': { ...MET, inScope: 24 / 28, bait: 13 / 14 },
};

/** The held-out parts are only measured: their misses are never printed. */
const HELD_OUT: ReadonlySet<DevelopmentSetName> = new Set([
  'written-apart-held-out',
  'written-apart-held-out-3',
  'written-apart-held-out-4',
  'written-apart-held-out-5',
  'written-apart-held-out-6',
  'written-apart-held-out-7',
  'written-apart-held-out-8s',
  'written-apart-held-out-8t',
  'written-apart-held-out-9t',
  'written-apart-held-out-9s',
  'written-apart-held-out-10s',
  'written-apart-held-out-10t',
  'written-apart-held-out-11s',
  'written-apart-held-out-11t',
  'written-apart-held-out-12',
  'written-apart-held-out-13',
  'written-apart-held-out-14',
  'written-apart-held-out-14b',
  'written-apart-held-out-14c',
  'written-apart-held-out-14d',
  'written-apart-held-out-14e',
  'written-apart-held-out-15',
  'written-apart-held-out-16',
  'written-apart-held-out-17',
  'written-apart-held-out-18',
  'written-apart-held-out-19',
  'written-apart-held-out-20',
  'written-apart-held-out-21',
  'written-apart-held-out-22a',
  'written-apart-held-out-22b',
  'written-apart-held-out-23a',
  'written-apart-held-out-23b',
  'written-apart-held-out-24a',
  'written-apart-held-out-24b',
  'written-apart-held-out-25a',
  'written-apart-held-out-25b',
  'written-apart-held-out-26a',
  'written-apart-held-out-26b',
  'written-apart-held-out-27a',
  'written-apart-held-out-27c',
  'written-apart-held-out-27b',
  'written-apart-held-out-28a',
  'written-apart-held-out-28b',
  'written-apart-held-out-28c',
  'written-apart-held-out-29c',
  'written-apart-held-out-29a',
  'written-apart-held-out-29b',
  'written-apart-held-out-30b',
  'written-apart-held-out-31b',
  'written-apart-held-out-31a',
  'written-apart-held-out-32c',
  'written-apart-held-out-32b',
  'written-apart-held-out-32a',
  'written-apart-held-out-33a',
  'written-apart-held-out-33b',
  'written-apart-held-out-34a',
  'written-apart-held-out-34b',
  'written-apart-held-out-35a',
  'written-apart-held-out-35b',
  'written-apart-held-out-36a',
  'written-apart-held-out-36b',
  'written-apart-held-out-37a',
  'written-apart-held-out-37b',
  'written-apart-held-out-38a',
  'written-apart-held-out-38b',
  'written-apart-held-out-39b',
  'written-apart-held-out-39a',
  'written-apart-held-out-40a',
  'written-apart-held-out-40b',
  'written-apart-held-out-41a',
  'written-apart-held-out-41b',
  'written-apart-held-out-42a',
  'written-apart-held-out-42b',
  'written-apart-held-out-43b',
  'written-apart-held-out-43a',
  'written-apart-held-out-44a',
  'written-apart-held-out-44b',
  'written-apart-held-out-44c',
  'written-apart-held-out-45a',
  'written-apart-held-out-45b',
  'written-apart-held-out-46a',
  'written-apart-held-out-46b',
  'written-apart-held-out-46c',
  'written-apart-held-out-47a',
  'written-apart-held-out-47b',
  'written-apart-held-out-47c',
  'written-apart-held-out-48a',
  'written-apart-held-out-48b',
  'written-apart-held-out-48c',
  'written-apart-held-out-49a',
  'written-apart-held-out-49b',
  'written-apart-held-out-49c',
  'written-apart-held-out-50a',
  'written-apart-held-out-50b',
  'written-apart-held-out-50c',
  'written-apart-held-out-51a',
  'written-apart-held-out-51b',
  'written-apart-held-out-51c',
  'written-apart-held-out-52a',
  'written-apart-held-out-52b',
  'written-apart-held-out-52c',
]);

describe('the coach on its development sets', () => {
  let nlu: CoachNlu;
  beforeAll(async () => {
    nlu = await CoachNlu.train();
  }, 60_000);

  // Each set is measured in a hook of its own (seconds each): no one hook holds the whole run.
  describe.each(Object.keys(FLOORS) as DevelopmentSetName[])('%s', (name) => {
    const questions = developmentQuestions(name);
    let measured: Map<MemberQuestionKind, KindRate>;
    beforeAll(async () => {
      measured = await measureQuestions((text) => nlu.classify(text), questions);
      // The held-out part is only measured: its misses are never printed.
      if (HELD_OUT.has(name)) for (const rate of measured.values()) rate.misses = [];
      process.stdout.write(reportRates(`coach on ${name}`, measured, FLOORS[name]));
    }, 60_000);

    // A set may leave a kind out (the eighth sets hold no support, or no safety or mixed, questions):
    // only the kinds it holds are measured.
    const kinds = KINDS.filter((kind) => questions.some((question) => question.kind === kind));
    it.each(kinds)('holds its floor for %s', (kind) => {
      const { right, total, misses } = measured.get(kind)!;
      expect({ held: right / total >= FLOORS[name][kind], misses }).toEqual({ held: true, misses });
    });
  });

  it('has no floor above its goal (a met goal is the bar, not a lower number)', () => {
    for (const floors of Object.values(FLOORS))
      for (const kind of KINDS) expect(floors[kind]).toBeLessThanOrEqual(COACH_GOALS[kind].goal);
  });
});
