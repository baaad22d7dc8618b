import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { submitReview } from '../lib/reviews-api';
import { useReviewForm } from './useReviewForm';

type Submit = typeof submitReview;

const fill = (form: ReturnType<typeof useReviewForm>) => {
  form.change('rating', 5);
  form.change('body', 'Bajé 4 kg');
  form.change('name', 'Ana');
  form.change('email', 'ana@example.com');
};

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useReviewForm', () => {
  it('refuses an incomplete review without sending, and clears an error once its field changes', async () => {
    const submit = vi.fn<Submit>();
    const { result } = renderHook(() => useReviewForm({ submit }));
    act(() => result.current.open());
    await act(() => result.current.send());
    expect(submit).not.toHaveBeenCalled();
    expect(Object.keys(result.current.errors).sort()).toEqual(['body', 'email', 'name', 'rating']);
    act(() => result.current.change('name', 'Ana'));
    expect(result.current.errors.name).toBeUndefined();
  });

  it('sends the fields with the photo, reports the status, then starts over 2 s later', async () => {
    vi.useFakeTimers();
    const submit = vi.fn<Submit>().mockResolvedValue({ id: 'r1', status: 'published' });
    const onSubmitted = vi.fn();
    const { result } = renderHook(() => useReviewForm({ submit, onSubmitted }));
    const photo = new File([new Uint8Array(8)], 'p.jpg', { type: 'image/jpeg' });
    act(() => {
      result.current.open();
      fill(result.current);
      result.current.pickPhoto(photo);
    });
    await act(() => result.current.send());
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ rating: 5, name: 'Ana', photo }));
    expect(onSubmitted).toHaveBeenCalledWith('published');
    expect(result.current.phase).toBe('success');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.phase).toBe('closed');
    expect(result.current.fields.name).toBe('');
    expect(result.current.photo).toBeNull();
  });

  it("a member's review needs no e-mail and starts over with their name", async () => {
    const submit = vi.fn<Submit>().mockResolvedValue({ id: 'r1', status: 'pending' });
    const { result } = renderHook(() => useReviewForm({ submit, memberName: 'Ana' }));
    expect(result.current.fields.name).toBe('Ana');
    act(() => {
      result.current.change('rating', 4);
      result.current.change('body', 'Bien');
    });
    await act(() => result.current.send());
    expect(submit).toHaveBeenCalledOnce();
  });

  it('keeps the form open and typed on a failure, with the alert', async () => {
    const submit = vi.fn<Submit>().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useReviewForm({ submit }));
    act(() => {
      result.current.open();
      fill(result.current);
    });
    await act(() => result.current.send());
    expect(result.current.phase).toBe('open');
    expect(result.current.failure).toBeTruthy();
    expect(result.current.fields.body).toBe('Bajé 4 kg');
  });

  it('refuses a file that is not an image and keeps no photo', () => {
    const { result } = renderHook(() => useReviewForm({ submit: vi.fn<Submit>() }));
    act(() => result.current.pickPhoto(new File(['x'], 'notas.pdf', { type: 'application/pdf' })));
    expect(result.current.photoError).toBe('Elige un archivo de imagen.');
    expect(result.current.photo).toBeNull();
  });
});
