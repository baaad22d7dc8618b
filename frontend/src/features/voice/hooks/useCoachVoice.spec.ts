import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { speakText } from '../lib/voice-api';
import { useCoachVoice } from './useCoachVoice';

vi.mock('../lib/voice-api', () => ({ speakText: vi.fn() }));

const audio = () => {
  const element = document.createElement('audio');
  element.play = vi.fn(async () => {});
  element.pause = vi.fn();
  return { current: element };
};

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:voz'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useCoachVoice', () => {
  it("plays Emilio's answer in the page's audio element, muted when asked, and silences it", async () => {
    vi.mocked(speakText).mockResolvedValue(new Blob(['mp3']));
    const ref = audio();
    const { result } = renderHook(() => useCoachVoice(ref, true));
    const onEnd = vi.fn();
    await result.current.speak('Haz 3 series.', { onEnd, stale: () => false, onUnavailable: vi.fn() });
    expect(ref.current.src).toBe('blob:voz');
    expect(ref.current.muted).toBe(true);
    expect(ref.current.play).toHaveBeenCalled();
    ref.current.onended?.(new Event('ended'));
    expect(onEnd).toHaveBeenCalledOnce();
    result.current.silence();
    expect(ref.current.pause).toHaveBeenCalled();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:voz');
  });

  it('plays nothing for a turn that is over', async () => {
    vi.mocked(speakText).mockResolvedValue(new Blob(['mp3']));
    const ref = audio();
    const { result } = renderHook(() => useCoachVoice(ref, false));
    await result.current.speak('Tarde.', { onEnd: vi.fn(), stale: () => true, onUnavailable: vi.fn() });
    expect(ref.current.play).not.toHaveBeenCalled();
  });

  it('says when his voice is unavailable and ends the turn when the browser has no voice either', async () => {
    vi.mocked(speakText).mockRejectedValue(new Error('503'));
    const { result } = renderHook(() => useCoachVoice(audio(), false));
    const onEnd = vi.fn();
    const onUnavailable = vi.fn();
    await result.current.speak('Hola', { onEnd, stale: () => false, onUnavailable });
    expect(onUnavailable).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledOnce();
  });
});
