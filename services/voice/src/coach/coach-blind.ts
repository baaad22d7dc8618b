import { existsSync, readFileSync } from 'node:fs';
import type { MemberQuestionKind } from './coach-members.js';

/** A question of a labelled set and the answers that are right for it. */
export interface BlindQuestion {
  id: string;
  kind: MemberQuestionKind;
  text: string;
  /** The intents that answer it rightly ('safety' for safety and mixed); empty: "solo puedo ayudarte con…". */
  expect: string[];
}

const readSet = (file: URL) => (JSON.parse(readFileSync(file, 'utf8')) as { questions: BlindQuestion[] }).questions;

/** Where the blind set is put: `test/coach-blind/questions.json`, whichever set it is. */
export const BLIND_SET = new URL('../../test/coach-blind/questions.json', import.meta.url);

/**
 * The blind set in `test/coach-blind/`, written before its author read the coach's code or data and
 * never to be used for tuning (see its README), or null while none is in place. Only measured.
 */
export function blindQuestions(file: URL = BLIND_SET): BlindQuestion[] | null {
  return existsSync(file) ? readSet(file) : null;
}

/** The development sets of `test/coach-eval/` in the same shape. */
export type DevelopmentSetName =
  | 'seen-blind'
  | 'seen-blind-2'
  | 'written-apart-tune'
  | 'written-apart-held-out'
  | 'written-apart-tune-2'
  | 'written-apart-tune-3'
  | 'written-apart-held-out-3'
  | 'written-apart-held-out-4'
  | 'written-apart-tune-5'
  | 'written-apart-held-out-5'
  | 'written-apart-tune-6'
  | 'written-apart-held-out-6'
  | 'written-apart-tune-7'
  | 'written-apart-held-out-7'
  | 'written-apart-tune-8s'
  | 'written-apart-held-out-8s'
  | 'written-apart-tune-8t'
  | 'written-apart-held-out-8t'
  | 'written-apart-tune-9t'
  | 'written-apart-held-out-9t'
  | 'written-apart-tune-9s'
  | 'written-apart-held-out-9s'
  | 'written-apart-tune-10s'
  | 'written-apart-held-out-10s'
  | 'written-apart-tune-10t'
  | 'written-apart-held-out-10t'
  | 'written-apart-tune-11s'
  | 'written-apart-held-out-11s'
  | 'written-apart-tune-11t'
  | 'written-apart-held-out-11t'
  | 'written-apart-tune-12'
  | 'written-apart-held-out-12'
  | 'written-apart-tune-13'
  | 'written-apart-held-out-13'
  | 'written-apart-tune-14'
  | 'written-apart-held-out-14'
  | 'written-apart-tune-14b'
  | 'written-apart-held-out-14b'
  | 'written-apart-tune-14c'
  | 'written-apart-held-out-14c'
  | 'written-apart-tune-14d'
  | 'written-apart-held-out-14d'
  | 'written-apart-tune-14e'
  | 'written-apart-held-out-14e'
  | 'written-apart-tune-15'
  | 'written-apart-held-out-15'
  | 'written-apart-tune-16'
  | 'written-apart-held-out-16'
  | 'written-apart-tune-17'
  | 'written-apart-held-out-17'
  | 'written-apart-tune-18'
  | 'written-apart-held-out-18'
  | 'written-apart-tune-19'
  | 'written-apart-held-out-19'
  | 'written-apart-tune-20'
  | 'written-apart-held-out-20'
  | 'written-apart-tune-21'
  | 'written-apart-held-out-21'
  | 'written-apart-tune-22a'
  | 'written-apart-held-out-22a'
  | 'written-apart-tune-22b'
  | 'written-apart-held-out-22b'
  | 'written-apart-tune-23a'
  | 'written-apart-held-out-23a'
  | 'written-apart-tune-23b'
  | 'written-apart-held-out-23b'
  | 'written-apart-tune-24a'
  | 'written-apart-held-out-24a'
  | 'written-apart-tune-24b'
  | 'written-apart-held-out-24b'
  | 'written-apart-tune-25a'
  | 'written-apart-held-out-25a'
  | 'written-apart-tune-25b'
  | 'written-apart-held-out-25b'
  | 'written-apart-tune-26a'
  | 'written-apart-held-out-26a'
  | 'written-apart-tune-26b'
  | 'written-apart-held-out-26b'
  | 'written-apart-tune-27a'
  | 'written-apart-held-out-27a'
  | 'written-apart-tune-27c'
  | 'written-apart-held-out-27c'
  | 'written-apart-tune-27b'
  | 'written-apart-held-out-27b'
  | 'written-apart-tune-28a'
  | 'written-apart-held-out-28a'
  | 'written-apart-tune-28b'
  | 'written-apart-held-out-28b'
  | 'written-apart-tune-28c'
  | 'written-apart-held-out-28c'
  | 'written-apart-tune-29c'
  | 'written-apart-held-out-29c'
  | 'written-apart-tune-29a'
  | 'written-apart-held-out-29a'
  | 'written-apart-tune-29b'
  | 'written-apart-held-out-29b'
  | 'written-apart-tune-30b'
  | 'written-apart-held-out-30b'
  | 'written-apart-tune-31b'
  | 'written-apart-held-out-31b'
  | 'written-apart-tune-31a'
  | 'written-apart-held-out-31a'
  | 'written-apart-tune-32c'
  | 'written-apart-held-out-32c'
  | 'written-apart-tune-32b'
  | 'written-apart-held-out-32b'
  | 'written-apart-tune-32a'
  | 'written-apart-held-out-32a'
  | 'written-apart-tune-33a'
  | 'written-apart-held-out-33a'
  | 'written-apart-tune-33b'
  | 'written-apart-held-out-33b'
  | 'written-apart-tune-34a'
  | 'written-apart-held-out-34a'
  | 'written-apart-tune-34b'
  | 'written-apart-held-out-34b'
  | 'written-apart-tune-35a'
  | 'written-apart-held-out-35a'
  | 'written-apart-tune-35b'
  | 'written-apart-held-out-35b'
  | 'written-apart-tune-36a'
  | 'written-apart-held-out-36a'
  | 'written-apart-tune-36b'
  | 'written-apart-held-out-36b'
  | 'written-apart-tune-37a'
  | 'written-apart-held-out-37a'
  | 'written-apart-tune-37b'
  | 'written-apart-held-out-37b'
  | 'written-apart-tune-38a'
  | 'written-apart-held-out-38a'
  | 'written-apart-tune-38b'
  | 'written-apart-held-out-38b'
  | 'written-apart-tune-39b'
  | 'written-apart-held-out-39b'
  | 'written-apart-tune-39a'
  | 'written-apart-held-out-39a'
  | 'written-apart-tune-40a'
  | 'written-apart-held-out-40a'
  | 'written-apart-tune-40b'
  | 'written-apart-held-out-40b'
  | 'written-apart-tune-41a'
  | 'written-apart-held-out-41a'
  | 'written-apart-tune-41b'
  | 'written-apart-held-out-41b'
  | 'written-apart-tune-42a'
  | 'written-apart-held-out-42a'
  | 'written-apart-tune-42b'
  | 'written-apart-held-out-42b'
  | 'written-apart-tune-43b'
  | 'written-apart-held-out-43b'
  | 'written-apart-tune-43a'
  | 'written-apart-held-out-43a'
  | 'written-apart-tune-44a'
  | 'written-apart-held-out-44a'
  | 'written-apart-tune-44b'
  | 'written-apart-held-out-44b'
  | 'written-apart-tune-44c'
  | 'written-apart-held-out-44c'
  | 'written-apart-tune-45a'
  | 'written-apart-held-out-45a'
  | 'written-apart-tune-45b'
  | 'written-apart-held-out-45b'
  | 'written-apart-tune-46a'
  | 'written-apart-held-out-46a'
  | 'written-apart-tune-46b'
  | 'written-apart-held-out-46b'
  | 'written-apart-tune-46c'
  | 'written-apart-held-out-46c'
  | 'written-apart-tune-47a'
  | 'written-apart-held-out-47a'
  | 'written-apart-tune-47b'
  | 'written-apart-held-out-47b'
  | 'written-apart-tune-47c'
  | 'written-apart-held-out-47c'
  | 'written-apart-tune-48a'
  | 'written-apart-held-out-48a'
  | 'written-apart-tune-48b'
  | 'written-apart-held-out-48b'
  | 'written-apart-tune-48c'
  | 'written-apart-held-out-48c'
  | 'written-apart-tune-49a'
  | 'written-apart-held-out-49a'
  | 'written-apart-tune-49b'
  | 'written-apart-held-out-49b'
  | 'written-apart-tune-49c'
  | 'written-apart-held-out-49c'
  | 'written-apart-tune-50a'
  | 'written-apart-held-out-50a'
  | 'written-apart-tune-50b'
  | 'written-apart-held-out-50b'
  | 'written-apart-tune-50c'
  | 'written-apart-held-out-50c'
  | 'written-apart-tune-51a'
  | 'written-apart-held-out-51a'
  | 'written-apart-tune-51b'
  | 'written-apart-held-out-51b'
  | 'written-apart-tune-51c'
  | 'written-apart-held-out-51c'
  | 'written-apart-tune-52a'
  | 'written-apart-held-out-52a'
  | 'written-apart-tune-52b'
  | 'written-apart-held-out-52b'
  | 'written-apart-tune-52c'
  | 'written-apart-held-out-52c';

/**
 * `seen-blind` and `seen-blind-2`: the first and second blind sets, seen since (the second read on
 * 2026-12-03, its misses fixed as classes, when a third took its place); `written-apart-tune`: questions written apart from
 * the training phrases, whose misses may be studied; `written-apart-held-out`: written with them and
 * split off before any tuning, only measured; `written-apart-tune-2`: a second tuning set, support
 * requests told as stories, safety paraphrases and bait of other worlds (bills, travel, media);
 * `written-apart-tune-3` and `written-apart-held-out-3`: a third batch in many dialects, split
 * before any tuning, its held-out part only measured; `written-apart-held-out-4`: a fourth set by
 * another hand, written before any change of its session and only measured; `-5` and `-6`: sets
 * written in batches, every third question of each kind and intent held out and only measured;
 * `-7`: a set written as members type in a chat box (voice-to-text, regional, fragments), split the
 * same way before any change; `-8s`: safety paraphrases, mixed questions, denied symptoms and
 * keyword-bait, and `-8t`: in-scope and support questions as members type them on a phone, each
 * split the same way before any change; `-9t`: in scope and support in new voices and of every feature a
 * member meets (the group, messages, reviews, reminders, e-mail verification), and `-9s`: safety told as
 * stories, sensations and euphemisms, health beside a question of the product, and a coach word in
 * another world, each split the same way; `-10s`: safety of kinds no set held before (self-harm,
 * mental health, substances, sleep, allergies, heat, infections, chronic conditions, falls, old age);
 * `-10t`: in scope and support of kinds no set held (visitors
 * before buying, after the edition or a refund, privacy, accessibility, gifts, companies, the coach
 * itself, one to three words, typos on every word, very long), split the same way; `-11s`: safety
 * told as stories, of a third person, in passing, with denials that are not and regional body words,
 * health beside a question of the product, a coach word in another world and chat shorthand, split
 * the same way; `-11t`: in scope and support as members type them (the programme, the day and days
 * left, the streak, editions, price in one's currency, exercises by English names, the group and
 * messages, sign-in, e-mail verification, payments, refunds, the app's messages quoted), split the
 * same way; `-12`: every kind at once as members type them (typos, Latin American and Spain words,
 * short and long), written to choose the next kind of change rather than to widen lexicons, split
 * the same way; `-13`: support, safety told indirectly, mixed and bait in the classes the earlier sets
 * hold least (devices, video playback, the group, reminders, the app's messages quoted; sensations,
 * brands and slang, eating plans, school years; a coach word in finance, leagues, streaming, school
 * and banking apps), split the same way; `-14` to `-14e`: support, safety told by what the body does,
 * mixed and bait from other domains in other voices (usted, vos, English mixed in, dictated run-ons),
 * then in-scope topics and support alone, each batch split the same way; `-15`: in scope and support
 * told without the topic's usual words, keyword-bait, safety told by paraphrase and mixed questions,
 * split the same way; `-16`: support told as stories and complaints (signing in, charges, videos,
 * the account's e-mail, cancelling), safety paraphrases, mixed questions and a coach word in
 * another world, two of every five questions of each group held out; `-17`: the same classes as
 * members type them on a phone in six countries' words, every third of each kind and intent held
 * out; `-18`: support in unusual wordings, safety without its usual words, mixed questions, denied
 * symptoms beside a topic and keyword-bait, split the same way; `-19`: support in wordings not yet
 * seen, safety and mixed without the usual words, keyword-bait from everyday life, split the same
 * way; `-20`: support as members tell it (stories, chat, typos, Latin American and Spain words),
 * keyword-bait of other worlds and safety inside another topic, split the same way; `-21`: in scope
 * and support asked without their topics' usual words, by a helper that read nothing of the coach,
 * split the same way; `-22a` and `-22b`: every kind (22a in scope and support only) in Caribbean,
 * Central American, Andean, Río de la Plata, Chilean, Colombian, Venezuelan, Mexican and Spain
 * voices, English among them, by two helpers that read nothing of the coach, split the same way;
 * `-23a` and `-23b`: the same (23a in scope and support only) in Andean, Southern Cone, Caribbean,
 * Central American, Mexican, Colombian and Spain voices (Galician and Canarian among them), by two
 * more such helpers, split the same way; `-24a`: in scope and support asked indirectly, inside a
 * story of the member's day, as the sequel of a conversation, by the screen they see, or in two or
 * three words, by one more such helper, split the same way; `-24b`: every kind, in long messages
 * with their context, dictated, asked through a relative or in a formal "usted", in Caribbean,
 * Central American, Andean, Southern Cone, Spain and Equatorial Guinea voices, by another, split the
 * same way; `-25a`: support above all (150 of 250), told as to a help desk, payment and account words
 * of every country, by another, split the same way; `-25b`: safety, mixed and keyword-bait above all
 * (health told in passing, minimised, of a relative), by another, split the same way; `-26a`: written
 * to the third blind set's own recipe (240 in scope, 22 of them denying a health problem, and 60
 * support), by another, split the same way; `-26b`: support
 * and in scope (100 each) by members of 40 to 65 not used to apps, in a hurry or dictating, telling
 * what happened instead of naming it, Bolivian to Guatemalan voices, by another, split the same way;
 * `-27a`: the third blind set's recipe again (240 in scope, 22 denying a health problem, 60 support)
 * by members of 18 to 35 typing as in a chat, by another, split the same way; `-27c`: the blind set's
 * safety, mixed, bait and off-topic recipe (85, 55, 70, 40), by another, split the same way; `-27b`:
 * the blind set's in-scope and support recipe by busy adults of 30 to 60 (usted, voseo, dictated
 * without punctuation, asked by what happened), by another, split the same way; `-28a`: the same
 * recipe by members of 25 to 55 who tell their situation before asking, often indirectly, by
 * another, split the same way; `-28b`: the same recipe by terse members (follow-ups, no question
 * word, dictation, US and Caribbean Spanglish), by another, split the same way; `-28c`: the blind
 * set's safety, mixed, bait and off-topic recipe again, by another, split the same way; `-29c`: that
 * recipe told indirectly (what a doctor said, a test awaited, a pregnancy by its weeks, a cast), by
 * another, split the same way; `-29a`: the in-scope and support recipe by visitors before buying and
 * new members, Spain above all, by another, split the same way; `-29b`: the same recipe by members in
 * the middle of the challenge writing from what happened, Andean, Southern Cone and Central American
 * voices, many dictated, by another, split the same way; `-30b`: the same recipe by members of 45 to 70
 * not at ease with apps, describing the screens loosely and asking of their own data, and relatives
 * asking for them, by another, split the same way; `-31b`: the same recipe as dictated to the voice
 * screen and transcribed (no punctuation, fillers, false starts, homophones, numbers in words, the
 * trainer's name misheard), by another, split the same way; `-31a`: the same recipe by members in the
 * last week of the challenge and just after it, young, in chat shorthand, Caribbean Spanish and
 * Spanglish, by another, split the same way; `-32c`: the blind set's safety, mixed, bait and off-topic
 * recipe (symptoms told by slang and sensation, medicines by brand, relatives who would join; bait
 * from streaks, cancellations and refunds of other apps), by another, split the same way; `-32b`: the
 * in-scope and support recipe by members in the middle of the challenge, busy, asking indirectly
 * (conditionals, comparisons, a friend or partner in it, a story first), a quarter dictated, by
 * another, split the same way; `-32a`: the same recipe by members in their first week and visitors,
 * 40 to 70, formal, from Spain, Chile, Uruguay, Central America and Cuba, naming the app's screens in
 * their own words, by another, split the same way; `-33a`: the same recipe by members in weeks 2 to 4,
 * 18 to 35, mostly dictating (run-on, fillers, misheard words, a story of their day first, fragments),
 * by another, split the same way; `-33b`: by visitors deciding and members in their first days, 25 to
 * 60, asking indirectly (conditionals, comparisons, for someone else, worries, the screens' copy
 * quoted, Spanglish), by another, split the same way; `-34a`: the same recipe by members writing as in a
 * chat, their question wrapped in the story of their day (their job, studies, other sports, the bus, a
 * party), by another, split the same way; `-34b`: by members and visitors naming the product's screens,
 * buttons, messages and features, many terse, by another, split the same way; `-35a`: the in-scope and
 * support recipe by members typing terse (fragments of one to six words, autocorrect's wrong words,
 * abbreviations), by another, split the same way; `-35b`: by members telling a piece of their life
 * around the question (work, commute, family, other activities, a trip), by another, split the same
 * way; `-36a`: by members and visitors asking in roundabout ways (doubts, complaints, hypotheticals,
 * for someone else, very formal), by another, split the same way; `-36b`: the safety, mixed, bait and
 * off-topic recipe (symptoms by sensation and slang, third persons' conditions), by another, split the
 * same way; `-37a`: the in-scope and support recipe with the topic implied, never named by its usual
 * word (a consequence feared, a hypothetical, what the screen shows), by another, split the same way;
 * `-37b`: the same recipe in regional Spanish as typed (Mexico, the River Plate, Chile, Colombia,
 * Venezuela, the Caribbean, Peru, Spain, Central America), by another, split the same way; `-38a`:
 * safety and mixed questions told by meaning without the usual trigger words (sensations, metaphors,
 * conditions, medicines and ages told indirectly) and in-scope questions denying a health matter, by
 * another, split the same way; `-38b`: bait and off-topic questions with the coach's words in another
 * world, beside in-scope and support questions about the challenge that name or compare another world,
 * by another, split the same way; `-39b`: short and messy questions typed in a hurry (typos of the
 * topic's own word, abbreviations, fragments, the screens named by what they show) and in-scope
 * questions denying a health matter, by another, split the same way; `-39a`: questions about the
 * challenge told inside the member's own story (job, family, trips, places, people), by another, split
 * the same way; `-40a`: health matters told by their meaning (a treatment, a device, a school year, a
 * plan of not eating) alone or beside a question of the challenge, and in-scope questions with a
 * figurative health word, by another, split the same way; `-40b`: everyday and chronic conditions
 * mentioned in passing by older members, parents and beginners, beside questions of the challenge or
 * alone, and health words of other worlds, by another, split the same way; `-41a`: every in-scope and
 * support label asked each in several ways (direct, indirect, a fragment, a long story, a visitor,
 * spoken), by another, split the same way; `-41b`: safety and mixed questions over every health concept,
 * a third by meaning alone, keyword-bait and off-topic questions, by another, split the same way;
 * `-42a`: in-scope and support questions written as the third blind set's were (every label, regions,
 * typos, stories, the screen quoted), by another, split the same way; `-42b`: the member's own
 * situation asked many ways (the day, days left, the edition's end, renewal, a day skipped, marking
 * done, exercises in English, the price in one's currency), with support and keyword-bait questions,
 * by another, split the same way; `-43b`: health matters told indirectly or in passing (a minor by
 * what they do, medication by what it does, eating habits, after a birth, implants, slang symptoms,
 * low mood, drink), beside a question or alone, in-scope questions with figurative health words or
 * denials, and health words of other worlds, by another, split the same way; `-43a`: in-scope and
 * support questions from people at particular moments (visitors, first days, mid-challenge, near the
 * end, little practice with technology, chat shorthand), by another, split the same way; `-44a`:
 * in-scope and support questions in the writer's everyday voice (a story of one's life before the
 * question, a doubt told as a complaint, voice-typed, fragments, regional slang, the screens told by
 * what they show), by another, split the same way; `-44b`: health told by what it feels like or in
 * passing (treatments by their effect or name, a birth by the baby's age, a minor by a school year),
 * beside a question or alone, keyword-bait of other worlds and in-scope questions with figurative or
 * denied health words, by another, split the same way; `-44c`: health told with as little medical
 * vocabulary as possible (by someone else, just past, asked whether it is normal, readings and
 * numbers, bodily functions, low mood, substances, long-term conditions named casually, a minor, a
 * pregnancy), beside a question or alone, by another, split the same way; `-45a`: support questions
 * as customers write to a help chat (the problem first, an error quoted, a local payment method, a
 * second attempt, someone else's account) and in-scope questions of members some days in, by
 * another, split the same way; `-45b`: the border with other worlds (in-scope questions set in the
 * member's life, keyword-bait of the same words about the other thing, many paired), by another,
 * split the same way; `-46a`: health told by what it stops the member doing, during or after a
 * workout, a doctor's word half remembered, a treatment by what it is for or its brand, a diet told
 * as a plan, conditions named casually, beside a question or alone, and in-scope questions with
 * figurative or denied health words, by another, split the same way; `-46b`: in-scope questions
 * texted as to a friend (two to five words, a wandering sentence, the question implied, each
 * country's slang and shortcuts, the screens by what they show) and off-topic chat, by another,
 * split the same way; `-46c`: support questions of the annoyed or lost (what was tried, the device,
 * a local payment method, someone else's account), keyword-bait of coach words about other things,
 * half of them close to a coach question, and in-scope questions pairing them, by another, split
 * the same way; `-47a`: the member's first week (the access arriving, the first sign-in, the
 * version of the videos, the check-in, the first days' routines and soreness), by another, split
 * the same way; `-47b`: every kind as a phone's dictation transcribes it (no punctuation, fillers,
 * numbers in words, a false start corrected, words misheard, a remark to someone in the room), by
 * another, split the same way; `-47c`: the member's last week and the days after it (days left, the
 * edition's end, the renewal and its charge, repeating, the guarantee, the progress summed up),
 * with keyword-bait of editions, seasons and subscriptions of other things, by another, split the
 * same way; `-48a`: members at the edges (on a partner's account, given it as a gift, over sixty and
 * formal, writing by ear, mixing Portuguese or English), by another, split the same way; `-48b`:
 * every kind with emojis carrying part of the meaning (a symptom, the streak's flame, the done
 * mark), by another, split the same way; `-48c`: long messages telling a situation around one or two
 * questions, health buried in them, and long keyword-bait, by another, split the same way; `-49a`:
 * the middle of the challenge (plateaus, a day missed, a trip, the streak) in Caribbean, Andean and
 * River Plate voices, by another, split the same way; `-49b`: the visitor before buying and the
 * buyer in the hour after paying, by another, split the same way; `-49c`: short messages of one to
 * six words (fragments, abbreviations, slang), by another, split the same way; `-50a`: the first
 * week told as a short story before the question (shifts, children, a trip, another app followed
 * before), by another, split the same way; `-50b`: the last week and after it, and the challenge
 * done beside a partner or a sister (the streak compared, a company's invoice, a card by its brand),
 * by another, split the same way; `-50c`: every kind as a phone's dictation leaves it, by another,
 * split the same way; `-51a`: money and access told with the bank or the shop in the story, by
 * another, split the same way; `-51b`: members over sixty, formal writers and relatives typing for
 * them, by another, split the same way; `-51c`: the member's week around the routine in Caribbean
 * and Central American voices, by another, split the same way; `-52a`: members writing during the
 * workout, from the player, in voices of Spain and the Río de la Plata, by another, split the same
 * way; `-52b`: visitors deciding to buy and buyers just after paying, in Andean voices, by another,
 * split the same way; `-52c`: dictated questions of night-shift workers, new parents and travellers,
 * by another, split the same way.
 */
export function developmentQuestions(name: DevelopmentSetName): BlindQuestion[] {
  return readSet(new URL(`../../test/coach-eval/${name}.json`, import.meta.url));
}
