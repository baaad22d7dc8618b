/** One word of pocketsphinx's backtrace: its frames (10 ms each) and acoustic score. */
export interface BacktraceWord {
  word: string;
  start: number;
  end: number;
  ascr: number;
}

/** A decoding as the check reads it: the words' acoustic scores over the frames they cover. */
export interface Decoding {
  text: string;
  words: BacktraceWord[];
}

/** The backtrace pocketsphinx writes to its log with `-backtrace yes` (`word start end pprob ascr lscr lback`). */
export function parseBacktrace(log: string): BacktraceWord[] {
  const lines = log.split('\n');
  const header = lines.findIndex((line) => /^word\s+start\s+end\s+pprob\s+ascr/.test(line.trim()));
  if (header < 0) return [];
  const words: BacktraceWord[] = [];
  for (const line of lines.slice(header + 1)) {
    const match = /^(\S+)\s+(\d+)\s+(\d+)\s+[\d.]+\s+(-?\d+)\s/.exec(line.trim() + ' ');
    if (!match) break;
    words.push({ word: match[1]!, start: Number(match[2]), end: Number(match[3]), ascr: Number(match[4]) });
  }
  return words;
}

/** Silence and noise marks of the backtrace (`<s>`, `<sil>`, `[NOISE]`, `++…++`): not speech. */
const isFiller = (word: string) => /^[<[+]/.test(word);

/**
 * The thresholds of the check. The first three are the ones the validation recordings picked for
 * the coach's phrases alone (`test/recogniser-thresholds.eval-spec.ts`, `npm run eval`); the speech
 * covered and the safety margin were set on the development recordings (the validation recordings,
 * all clean, pick thresholds that let noisy out-of-grammar speech through: see "What was tried and
 * not kept" in `docs/features/voice-coach.md`).
 */
export interface RecognitionThresholds {
  /** The phone loop heard at most this many phones per phone of the phrase (plus `phoneAllowance`). */
  maxPhoneRatio: number;
  /** Phones added to the phrase's before dividing: a short phrase ("hola") is not judged on a handful of phones. */
  phoneAllowance: number;
  /** The phrase's acoustic score per frame is at most this far below the phone loop's. */
  minScorePerFrame: number;
  /**
   * The share of the speech (from the first voiced syllable to the last, `voice-activity.ts`) the
   * phrase's words cover: a short phrase ("hay garantía") heard inside a longer question ("me falta el aire"),
   * the rest taken as silence or noise, explains only part of what was said.
   */
  minSpeechCovered: number;
  /**
   * How far (per frame) the safety branch's phrase may fit worse than the coach's phrase and still
   * be preferred: a symptom heard nearly as well as a topic is not answered with the topic (it is
   * answered as safety when its phrase is believed, else not at all).
   */
  safetyMargin: number;
}

export const RECOGNITION_THRESHOLDS: RecognitionThresholds = {
  maxPhoneRatio: 2,
  phoneAllowance: 6,
  minScorePerFrame: -14,
  minSpeechCovered: 0.75,
  safetyMargin: 3,
};

export interface RecognitionEvidence {
  /** The phones the phone loop heard, and those of the phrase. */
  loopPhones: number;
  phrasePhones: number;
  /** (phrase's acoustic score − phone loop's) per frame (10 ms), in pocketsphinx's log units. */
  scorePerFrame: number;
  /** The share of the speech (first voiced syllable to last) that the phrase's words cover, 0-1. */
  speechCovered: number;
}

/** Where the speech is, in recogniser frames (10 ms): from the first voiced syllable to the last. */
export interface SpeechSpan {
  start: number;
  end: number;
}

/** The share of the speech's frames the phrase's words (not silence or noise marks) cover. */
function speechCovered(heard: Decoding, speech: SpeechSpan | null): number {
  if (!speech) return 1;
  const covered = heard.words
    .filter((word) => !isFiller(word.word))
    .reduce(
      (sum, word) => sum + Math.max(0, Math.min(speech.end, word.end) - Math.max(speech.start, word.start) + 1),
      0,
    );
  return Math.min(1, covered / (speech.end - speech.start + 1));
}

/** How well a grammar phrase explains a recording, against the phone loop on the same recording. */
export function evidenceFor(
  heard: Decoding,
  loop: Decoding,
  phrasePhones: number,
  speech: SpeechSpan | null = null,
): RecognitionEvidence {
  const frames = Math.max(1, ...heard.words.map((word) => word.end + 1));
  const total = (decoding: Decoding) => decoding.words.reduce((sum, word) => sum + word.ascr, 0);
  const loopPhones = loop.words.filter((word) => !isFiller(word.word)).length;
  return {
    loopPhones,
    phrasePhones,
    scorePerFrame: (total(heard) - total(loop)) / frames,
    speechCovered: speechCovered(heard, speech),
  };
}

/**
 * Whether the phrase is believed: it explains the recording nearly as well as free phones do, with
 * about as many phones, over most of what was said.
 */
export const believed = (evidence: RecognitionEvidence, thresholds: RecognitionThresholds): boolean =>
  evidence.loopPhones / (evidence.phrasePhones + thresholds.phoneAllowance) <= thresholds.maxPhoneRatio &&
  evidence.scorePerFrame >= thresholds.minScorePerFrame &&
  evidence.speechCovered >= thresholds.minSpeechCovered;

/** A phrase one grammar heard in a recording: the coach's phrases, or the safety branch. */
export interface Candidate {
  phrase: string;
  evidence: RecognitionEvidence;
  safety: boolean;
}

/** What the recogniser made of a recording: the phrase to answer ('' when none) and what it chose from. */
export interface Recognition {
  phrase: string;
  /** Null when no phrase was heard or none is answered. */
  evidence: RecognitionEvidence | null;
  candidates: readonly Candidate[];
}

const bestOf = (candidates: readonly Candidate[]) =>
  candidates.reduce<Candidate | null>(
    (best, candidate) => (!best || candidate.evidence.scorePerFrame > best.evidence.scorePerFrame ? candidate : best),
    null,
  );

/**
 * Of the coach's phrase and the safety branch's phrase heard in the same recording, the one to
 * answer: a believed one before one that is not, then the one that fits better (acoustic score per
 * frame). A symptom that fits within `safetyMargin` of a topic is not answered with the topic: as
 * safety when its phrase is believed, else with nothing (the page offers the typed box).
 */
export function chooseRecognition(candidates: readonly Candidate[], thresholds: RecognitionThresholds): Recognition {
  const believedOnes = candidates.filter((candidate) => believed(candidate.evidence, thresholds));
  const best = bestOf(believedOnes.length > 0 ? believedOnes : candidates);
  if (!best) return { phrase: '', evidence: null, candidates };
  const symptom = bestOf(candidates.filter((candidate) => candidate.safety));
  const close =
    symptom !== null && symptom.evidence.scorePerFrame >= best.evidence.scorePerFrame - thresholds.safetyMargin;
  if (best.safety || !close || !believed(best.evidence, thresholds)) return { ...best, candidates };
  return believed(symptom.evidence, thresholds)
    ? { phrase: symptom.phrase, evidence: symptom.evidence, candidates }
    : { phrase: '', evidence: null, candidates };
}
