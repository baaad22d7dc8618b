/** A short beep (Web Audio, no file to download) and a vibration, where the device allows them. */
export function signalEnd(): void {
  try {
    navigator.vibrate?.([180, 80, 180]);
  } catch {
    // Vibration refused (no user gesture yet, desktop): the countdown's end is still on screen.
  }
  const AudioContextClass =
    window.AudioContext ?? (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    const audio = new AudioContextClass();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.3, audio.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.35);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.4);
    oscillator.onended = () => void audio.close().catch(() => undefined);
  } catch {
    // Audio blocked by the browser's autoplay rule: silence, nothing else changes.
  }
}
