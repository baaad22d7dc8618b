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

/** The thresholds of the check, chosen on validation recordings (`test/recogniser.int-spec.ts`). */
export interface RecognitionThresholds {
  /** The phone loop heard at most this many phones per phone of the phrase (plus `phoneAllowance`). */
  maxPhoneRatio: number;
  /** Phones added to the phrase's before dividing: a short phrase ("hola") is not judged on a handful of phones. */
  phoneAllowance: number;
  /** The phrase's acoustic score per frame is at most this far below the phone loop's. */
  minScorePerFrame: number;
}

export const RECOGNITION_THRESHOLDS: RecognitionThresholds = {
  maxPhoneRatio: 2,
  phoneAllowance: 6,
  minScorePerFrame: -14,
};

export interface RecognitionEvidence {
  /** The phones the phone loop heard, and those of the phrase. */
  loopPhones: number;
  phrasePhones: number;
  /** (phrase's acoustic score − phone loop's) per frame (10 ms), in pocketsphinx's log units. */
  scorePerFrame: number;
}

/** How well a grammar phrase explains a recording, against the phone loop on the same recording. */
export function evidenceFor(heard: Decoding, loop: Decoding, phrasePhones: number): RecognitionEvidence {
  const frames = Math.max(1, ...heard.words.map((word) => word.end + 1));
  const total = (decoding: Decoding) => decoding.words.reduce((sum, word) => sum + word.ascr, 0);
  const loopPhones = loop.words.filter((word) => !isFiller(word.word)).length;
  return {
    loopPhones,
    phrasePhones,
    scorePerFrame: (total(heard) - total(loop)) / frames,
  };
}

/** Whether the phrase is believed: it explains the recording nearly as well as free phones do, with about as many phones. */
export const believed = (evidence: RecognitionEvidence, thresholds: RecognitionThresholds): boolean =>
  evidence.loopPhones / (evidence.phrasePhones + thresholds.phoneAllowance) <= thresholds.maxPhoneRatio &&
  evidence.scorePerFrame >= thresholds.minScorePerFrame;
