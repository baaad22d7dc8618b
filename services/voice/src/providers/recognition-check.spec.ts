import {
  believed,
  evidenceFor,
  RECOGNITION_THRESHOLDS,
  type BacktraceWord,
  type Decoding,
} from './recognition-check.js';

const word = (text: string, start: number, end: number, ascr: number): BacktraceWord => ({
  word: text,
  start,
  end,
  ascr,
});

/** The phone loop's decoding of a recording whose speech runs from frame 33 to 173 (about 20 units a frame). */
const loop: Decoding = {
  text: 'ph_m ph_eh …',
  words: [
    word('<sil>', 0, 32, -250),
    ...Array.from({ length: 28 }, (_, i) => word(`ph_${i}`, 33 + i * 5, 37 + i * 5, -100)),
    word('<sil>', 174, 220, -600),
  ],
};

/** Where the voice activity check found the speech (frames of 10 ms). */
const speech = { start: 33, end: 173 };

describe('the recognition check', () => {
  it('believes a phrase whose words cover the speech and fit it nearly as well as free phones', () => {
    const heard: Decoding = {
      text: 'me duele mucho la cabeza',
      words: [
        word('<sil>', 0, 32, -260),
        word('me', 33, 39, -150),
        word('duele', 40, 72, -650),
        word('mucho', 73, 105, -650),
        word('la', 106, 118, -260),
        word('cabeza', 119, 173, -1100),
        word('<sil>', 174, 220, -620),
      ],
    };
    const evidence = evidenceFor(heard, loop, 18, speech);
    expect(evidence.speechCovered).toBe(1);
    expect(believed(evidence, RECOGNITION_THRESHOLDS)).toBe(true);
  });

  it('does not believe a short phrase that explains only part of what was said, the rest taken as silence', () => {
    // "me falta el aire" heard as "hay garantía": the first half of the speech went to the silence model.
    const heard: Decoding = {
      text: 'hay garantia',
      words: [
        word('<sil>', 0, 102, -1300),
        word('hay', 103, 105, -60),
        word('garantia', 106, 173, -1350),
        word('<sil>', 174, 220, -600),
      ],
    };
    const evidence = evidenceFor(heard, loop, 9, speech);
    expect(evidence.scorePerFrame).toBeGreaterThanOrEqual(RECOGNITION_THRESHOLDS.minScorePerFrame);
    expect(evidence.speechCovered).toBeCloseTo(71 / 141, 2);
    expect(believed(evidence, RECOGNITION_THRESHOLDS)).toBe(false);
  });
});
