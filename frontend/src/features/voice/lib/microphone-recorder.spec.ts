import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMicrophoneRecording } from './microphone-recorder';

class FakeRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm';
  state = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: unknown,
    readonly options: MediaRecorderOptions,
  ) {}
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voz']) });
    this.onstop?.();
  }
}

const microphone = (getUserMedia: () => Promise<unknown>) => {
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startMicrophoneRecording', () => {
  it('records, and on stop releases the microphone and hands over the recording', async () => {
    const track = { stop: vi.fn() };
    microphone(async () => ({ getTracks: () => [track] }));
    const onStop = vi.fn();
    const started = await startMicrophoneRecording(onStop);
    if (!('recorder' in started)) throw new Error('no recording');
    expect((started.recorder as unknown as FakeRecorder).options).toEqual({
      mimeType: 'audio/webm',
      audioBitsPerSecond: 32_000,
    });
    started.recorder.stop();
    expect(track.stop).toHaveBeenCalled();
    expect((onStop.mock.calls[0]![0] as Blob).size).toBe(3);
  });

  it('says the microphone was refused when the member said no', async () => {
    microphone(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    const started = await startMicrophoneRecording(vi.fn());
    expect(started).toEqual({ error: expect.stringContaining('micrófono') });
  });

  it('says recording failed when there is no microphone at all', async () => {
    vi.stubGlobal('navigator', {});
    await expect(startMicrophoneRecording(vi.fn())).resolves.toEqual({
      error: 'Error iniciando grabación. Intenta nuevamente.',
    });
  });
});
