import { voiceCopy } from '../voice.copy';
import { MAX_RECORDING_MS, MICROPHONE_CONSTRAINTS, recorderMimeType } from './record-wav';

/** A recording under way, or why none could start (the microphone refused, or no recorder). */
export type RecordingStart = { recorder: MediaRecorder } | { error: string };

/**
 * Records the question from the microphone (60 s at most), for `/api/transcribe-audio` where the
 * browser cannot recognise speech. `onStop` gets the recording once the recorder stops, the
 * microphone already released.
 */
export async function startMicrophoneRecording(onStop: (recording: Blob) => void): Promise<RecordingStart> {
  let stream: MediaStream;
  try {
    if (!navigator.mediaDevices?.getUserMedia) throw new Error('no microphone API');
    stream = await navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
  } catch (failure) {
    const denied = failure instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(failure.name);
    return { error: denied ? voiceCopy.micDenied : voiceCopy.recordingError };
  }
  try {
    const mimeType = recorderMimeType();
    const recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: 32_000 });
    const chunks: Blob[] = [];
    const limit = window.setTimeout(() => recorder.state === 'recording' && recorder.stop(), MAX_RECORDING_MS);
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    recorder.onstop = () => {
      window.clearTimeout(limit);
      stream.getTracks().forEach((track) => track.stop());
      onStop(new Blob(chunks, { type: recorder.mimeType }));
    };
    recorder.start();
    return { recorder };
  } catch {
    stream.getTracks().forEach((track) => track.stop());
    return { error: voiceCopy.recordingError };
  }
}
