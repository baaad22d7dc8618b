/**
 * The browser's own speech recognition (Web Speech API `SpeechRecognition`, prefixed `webkit` in
 * Chrome, Edge and Safari): free speech, recognised by the browser vendor's service. The pages use
 * it where it exists and fall back to recording and `/api/transcribe-audio` when it is missing,
 * fails or is refused (DECISIONS.md "Voice").
 */
interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
export interface BrowserRecognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => BrowserRecognition;

const constructorOf = (): RecognitionConstructor | null => {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
};

export const browserRecognitionAvailable = (): boolean => constructorOf() !== null;

/** Spanish as the member speaks it: the browser's own Spanish, else the region of its time zone, else Spain's. */
const REGION_OF_ZONE: ReadonlyArray<[RegExp, string]> = [
  [
    /^America\/(Mexico_City|Cancun|Merida|Monterrey|Matamoros|Chihuahua|Ciudad_Juarez|Hermosillo|Mazatlan|Tijuana|Bahia_Banderas|Ojinaga)$/,
    'es-MX',
  ],
  [/^America\/Bogota$/, 'es-CO'],
  [/^America\/(Argentina\/.+|Buenos_Aires)$/, 'es-AR'],
  [/^America\/Santiago$/, 'es-CL'],
  [/^America\/Lima$/, 'es-PE'],
  [/^America\/Caracas$/, 'es-VE'],
  [/^(America\/.+|Pacific\/Honolulu)$/, 'es-US'],
];

export function recognitionLanguage(languages: readonly string[], timeZone: string | undefined): string {
  const spanish = languages.find((language) => /^es(-|$)/i.test(language));
  if (spanish && spanish.includes('-')) return spanish;
  return REGION_OF_ZONE.find(([zone]) => zone.test(timeZone ?? ''))?.[1] ?? 'es-ES';
}

/** Errors after which the browser's recogniser is not tried again on this page: record and upload instead. */
const UNUSABLE = new Set(['network', 'not-allowed', 'service-not-allowed', 'audio-capture', 'language-not-supported']);

export interface FreeSpeechHandlers {
  /** The words heard so far (interim), as they come. */
  onWords(text: string): void;
  /** The question, once the recogniser is done; '' when it heard nothing. */
  onQuestion(text: string): void;
  /** The recogniser cannot be used here (no service, refused, no microphone): record instead. */
  onUnusable(): void;
}

/** Listens for one question; `stop()` ends it (the words heard so far become the question). */
export function listenForQuestion(handlers: FreeSpeechHandlers): { stop(): void; abort(): void } | null {
  const Recognition = constructorOf();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = recognitionLanguage(
    navigator.languages ?? [navigator.language],
    Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
  recognition.interimResults = true;
  recognition.continuous = false;
  recognition.maxAlternatives = 1;
  let finalText = '';
  let interim = '';
  let settled = false;
  const settle = (then: () => void) => {
    if (settled) return;
    settled = true;
    then();
  };
  recognition.onresult = (event) => {
    interim = '';
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i]!;
      if (result.isFinal) finalText += result[0]?.transcript ?? '';
      else interim += result[0]?.transcript ?? '';
    }
    handlers.onWords(`${finalText}${interim}`.trim());
  };
  recognition.onerror = ({ error }) => {
    if (UNUSABLE.has(error)) settle(() => handlers.onUnusable());
  };
  recognition.onend = () => settle(() => handlers.onQuestion(`${finalText}${interim}`.trim()));
  try {
    recognition.start();
  } catch {
    return null;
  }
  return {
    stop: () => recognition.stop(),
    abort: () => {
      settled = true;
      recognition.abort();
    },
  };
}
