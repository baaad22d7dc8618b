import { chooseRecognition, RECOGNITION_THRESHOLDS, type Candidate } from './recognition-check.js';

const heard = (phrase: string, scorePerFrame: number, safety: boolean, speechCovered = 1): Candidate => ({
  phrase,
  evidence: { loopPhones: 20, phrasePhones: 15, scorePerFrame, speechCovered },
  safety,
});
const chosen = (...candidates: Candidate[]) => chooseRecognition(candidates, RECOGNITION_THRESHOLDS).phrase;
const margin = RECOGNITION_THRESHOLDS.safetyMargin;

describe('the choice between the coach phrase and the safety branch heard in one recording', () => {
  it('answers the safety phrase when it fits better than the nearest topic, or nearly as well', () => {
    expect(chosen(heard('hay garantia', -8, false), heard('me falta el aire', -3, true))).toBe('me falta el aire');
    expect(chosen(heard('zona horaria', -8, false), heard('me duele la cabeza', -8 - margin + 0.5, true))).toBe(
      'me duele la cabeza',
    );
  });

  it('answers nothing rather than the topic when a symptom fits nearly as well but is not believed itself', () => {
    const symptom = heard('me duele la cabeza', -9, true, 0.5);
    expect(chooseRecognition([heard('zona horaria', -8, false), symptom], RECOGNITION_THRESHOLDS)).toMatchObject({
      phrase: '',
      evidence: null,
    });
  });

  it('answers the topic when it fits clearly better, and a believed phrase before one that is not', () => {
    expect(chosen(heard('rutina de hoy', -2, false), heard('la tripa me tira', -2 - margin - 1, true))).toBe(
      'rutina de hoy',
    );
    // The topic scores higher but explains only part of the speech: the safety phrase is answered.
    expect(chosen(heard('zona horaria', 2, false, 0.5), heard('me duele mucho la cabeza', -6, true))).toBe(
      'me duele mucho la cabeza',
    );
  });

  it('answers nothing when nothing was heard', () => {
    expect(chooseRecognition([], RECOGNITION_THRESHOLDS)).toEqual({ phrase: '', evidence: null, candidates: [] });
  });
});
