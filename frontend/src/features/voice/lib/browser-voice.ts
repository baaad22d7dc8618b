/** The browser's own speech synthesis, when Emilio's voice is unavailable: a Spanish voice, rate 1, pitch 1.1. */
export const BROWSER_VOICE = { lang: 'es-ES', rate: 1, pitch: 1.1 } as const;

export function speakWithBrowser(text: string, onEnd: () => void): boolean {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = BROWSER_VOICE.lang;
  utterance.rate = BROWSER_VOICE.rate;
  utterance.pitch = BROWSER_VOICE.pitch;
  const spanish = window.speechSynthesis.getVoices().find((voice) => voice.lang.toLowerCase().startsWith('es'));
  if (spanish) utterance.voice = spanish;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  window.speechSynthesis.speak(utterance);
  return true;
}

export function stopBrowserVoice(): void {
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}
