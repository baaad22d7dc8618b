import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AudioInfo } from '../audio/audio-format.js';
import { inSlices, type CpuSteps } from '@reto/platform';
import { decodingWav, encodingWav, resampling } from '../audio/pcm.js';
import { readingVoiceActivity } from '../audio/voice-activity.js';
import {
  coachDictionary,
  coachGrammar,
  phoneCount,
  phoneLoopDictionary,
  phoneLoopGrammar,
  safetyGrammar,
} from '../coach/coach-grammar.js';
import type { VoiceConfig } from '../voice.config.js';
import { RECOGNISER_SAMPLE_RATE } from '../voice.constants.js';
import { isInstalled, runTool } from './debian-tool.js';
import { bearer, callProvider, endpoint, readWithin } from './http-provider.js';
import { ProviderUnavailableError } from './provider-errors.js';
import {
  believed,
  chooseRecognition,
  evidenceFor,
  type Recognition,
  parseBacktrace,
  RECOGNITION_THRESHOLDS,
  type Decoding,
  type RecognitionThresholds,
  type SpeechSpan,
} from './recognition-check.js';

/** Speech to text: the words of a recording, lower case; '' when nothing was recognised. */
export interface SpeechToText {
  readonly name: string;
  transcribe(audio: Buffer, info: AudioInfo): Promise<string>;
}

/** An OpenAI-compatible `/v1/audio/transcriptions` (e.g. a local whisper server), in Spanish. */
export class OpenAiTranscriber implements SpeechToText {
  readonly name = 'openai-transcription';
  constructor(private readonly config: VoiceConfig & { STT_PROVIDER_URL: string }) {}

  async transcribe(audio: Buffer, info: AudioInfo): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(audio)], { type: info.contentType }), `pregunta.${info.kind}`);
    form.append('model', this.config.STT_MODEL);
    form.append('language', 'es');
    form.append('response_format', 'json');
    const response = await callProvider(
      'transcription',
      endpoint(this.config.STT_PROVIDER_URL, '/v1/audio/transcriptions'),
      { method: 'POST', headers: bearer(this.config.STT_PROVIDER_KEY), body: form },
      this.config.VOICE_PROVIDER_TIMEOUT_MS,
    );
    const body = await readWithin('transcription', response.json() as Promise<{ text?: unknown }>);
    if (typeof body.text !== 'string') throw new ProviderUnavailableError('transcription', 'no text in the answer');
    return body.text.trim();
  }
}

interface RecogniserFiles {
  dir: string;
  grammar: string;
  safetyGrammar: string;
  dictionary: string;
  loopGrammar: string;
  loopDictionary: string;
}

/**
 * Debian's pocketsphinx, offline. Debian ships only the en-us acoustic model, so it is given a JSGF
 * grammar of the coach's spoken questions and a dictionary spelling them with en-us phones (both
 * generated from the phrase data): it recognises those phrases, not free speech. A grammar always
 * answers its nearest phrase, so the same recording is also decoded as free phones (at the same
 * time): a phrase that fits far worse than the phones, or has far fewer of them, is not what was said
 * and the answer is empty (the page offers the typed box). WAV is read directly; WebM/Ogg need ffmpeg
 * (the page itself uploads WAV).
 */
/**
 * Whether a 16 kHz WAV holds speech at all (loud enough, voiced, in syllables rather than held notes), and where.
 * Seconds of arithmetic for a minute of audio: run `inSlices`, so the service answers meanwhile.
 */
function* speechIn(wav: Buffer): CpuSteps<{ speech: boolean; span: SpeechSpan | null }> {
  const decoded = yield* decodingWav(wav);
  if (!decoded) return { speech: false, span: null };
  const { speech, voicedSpan } = yield* readingVoiceActivity(decoded.samples, decoded.sampleRate);
  // Recogniser frames are 10 ms.
  return {
    speech,
    span: voicedSpan && { start: Math.floor(voicedSpan.startMs / 10), end: Math.ceil(voicedSpan.endMs / 10) },
  };
}

export class PocketsphinxTranscriber implements SpeechToText {
  readonly name = 'pocketsphinx';
  private files: Promise<RecogniserFiles> | null = null;

  constructor(
    private readonly config: VoiceConfig,
    private readonly thresholds: RecognitionThresholds = RECOGNITION_THRESHOLDS,
  ) {}

  private recogniserFiles() {
    this.files ??= (async () => {
      const dir = await mkdtemp(join(tmpdir(), 'reto-voice-'));
      const files = {
        dir,
        grammar: join(dir, 'coach.jsgf'),
        safetyGrammar: join(dir, 'salud.jsgf'),
        dictionary: join(dir, 'coach.dict'),
        loopGrammar: join(dir, 'fonos.jsgf'),
        loopDictionary: join(dir, 'fonos.dict'),
      };
      await Promise.all([
        writeFile(files.grammar, coachGrammar()),
        writeFile(files.safetyGrammar, safetyGrammar()),
        writeFile(files.dictionary, coachDictionary()),
        writeFile(files.loopGrammar, phoneLoopGrammar()),
        writeFile(files.loopDictionary, phoneLoopDictionary()),
      ]);
      return files;
    })();
    return this.files;
  }

  /** Removes the generated grammar files (on shutdown). */
  async close(): Promise<void> {
    const files = await this.files?.catch(() => null);
    if (files) await rm(files.dir, { recursive: true, force: true });
  }

  /**
   * The phrase heard, or '' for a recording without speech (noise, music, silence: the energy and
   * voicing check runs before recognition) or one the recogniser cannot place.
   */
  async transcribe(audio: Buffer, info: AudioInfo): Promise<string> {
    await this.ensureInstalled();
    const wav = await this.toRecogniserWav(audio, info);
    const { speech, span } = await inSlices(speechIn(wav));
    if (!speech) return '';
    const { phrase, evidence } = await this.recogniseWav(wav, span);
    return evidence && believed(evidence, this.thresholds) ? phrase : '';
  }

  private async ensureInstalled(): Promise<void> {
    if (!(await isInstalled(this.config.POCKETSPHINX_BIN))) {
      throw new ProviderUnavailableError('transcription', 'pocketsphinx is not installed');
    }
  }

  /** The nearest grammar phrase and the evidence for it, before any check (the recordings spec reads both). */
  async recognise(audio: Buffer, info: AudioInfo): Promise<Recognition> {
    await this.ensureInstalled();
    const wav = await this.toRecogniserWav(audio, info);
    return this.recogniseWav(wav, (await inSlices(speechIn(wav))).span);
  }

  private async recogniseWav(wav: Buffer, span: SpeechSpan | null): Promise<Recognition> {
    const files = await this.recogniserFiles();
    const input = join(files.dir, `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.wav`);
    await writeFile(input, wav);
    try {
      const [heard, safety, loop] = await Promise.all([
        this.decode(input, 'frase', files.grammar, files.dictionary),
        this.decode(input, 'salud', files.safetyGrammar, files.dictionary),
        this.decode(input, 'fonos', files.loopGrammar, files.loopDictionary),
      ]);
      const candidates = [heard, safety].flatMap((decoding) =>
        decoding.text === ''
          ? []
          : [
              {
                phrase: decoding.text,
                evidence: evidenceFor(decoding, loop, phoneCount(decoding.text), span),
                safety: decoding === safety,
              },
            ],
      );
      return chooseRecognition(candidates, this.thresholds);
    } catch (error) {
      throw new ProviderUnavailableError('transcription', (error as Error).message);
    } finally {
      await rm(input, { force: true });
    }
  }

  /** One pocketsphinx run over a grammar: the words it printed and the backtrace of its log. */
  private async decode(input: string, label: string, grammar: string, dictionary: string): Promise<Decoding> {
    const log = `${input}.${label}.log`;
    try {
      const output = await runTool(
        this.config.POCKETSPHINX_BIN,
        [
          ...['-infile', input, '-jsgf', grammar, '-dict', dictionary],
          ...['-hmm', this.config.POCKETSPHINX_MODEL_DIR, '-samprate', String(RECOGNISER_SAMPLE_RATE)],
          ...['-backtrace', 'yes', '-logfn', log],
        ],
        this.config.VOICE_TOOL_TIMEOUT_MS,
      );
      const text =
        output
          .toString('utf8')
          .split('\n')
          .map((line) => line.trim())
          .find((line) => line !== '') ?? '';
      return { text, words: parseBacktrace(await readFile(log, 'utf8').catch(() => '')) };
    } finally {
      await rm(log, { force: true });
    }
  }
  /** 16 kHz mono 16-bit WAV, as the en-us model expects. */
  private async toRecogniserWav(audio: Buffer, info: AudioInfo): Promise<Buffer> {
    if (info.kind !== 'wav') {
      if (!(await isInstalled(this.config.FFMPEG_BIN))) {
        throw new ProviderUnavailableError('transcription', `no decoder for ${info.kind} without ffmpeg`);
      }
      const args = [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        'pipe:0',
        '-ac',
        '1',
        '-ar',
        String(RECOGNISER_SAMPLE_RATE),
      ];
      const wav = [...args, '-f', 'wav', 'pipe:1'];
      return runTool(this.config.FFMPEG_BIN, wav, this.config.VOICE_TOOL_TIMEOUT_MS, audio).catch((error: Error) => {
        throw new ProviderUnavailableError('transcription', error.message);
      });
    }
    const wav = await inSlices(recogniserWav(audio));
    if (!wav) throw new ProviderUnavailableError('transcription', 'unsupported WAV encoding');
    return wav;
  }
}

/** A WAV file at the recogniser's rate (16-bit mono), or null for an encoding it cannot read. */
function* recogniserWav(audio: Buffer): CpuSteps<Buffer | null> {
  const decoded = yield* decodingWav(audio);
  if (!decoded) return null;
  const samples = yield* resampling(decoded.samples, decoded.sampleRate, RECOGNISER_SAMPLE_RATE);
  return yield* encodingWav(samples, RECOGNISER_SAMPLE_RATE);
}

export type { Recognition };
