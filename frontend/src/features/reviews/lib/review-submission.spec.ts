import { describe, expect, it, vi } from 'vitest';
import { submitMemberReview, submitReview, type ReviewSubmission } from './review-submission';

const review: ReviewSubmission = { rating: 5, title: '', body: 'Bajé 4 kg', name: 'Ana', email: '', photo: null };

const answering = (body: unknown) => vi.fn<typeof fetch>().mockResolvedValue(Response.json(body));

describe('review submission', () => {
  it("posts a visitor's review as multipart, leaving out an empty title and e-mail, the photo as `photo`", async () => {
    const fetchImpl = answering({ id: 3, status: 'received' });
    const photo = new File([new Uint8Array(4)], 'progreso.jpg', { type: 'image/jpeg' });
    await expect(submitReview({ ...review, email: 'ana@example.com', photo }, fetchImpl)).resolves.toEqual({
      id: '3',
      status: 'received',
    });
    const [path, init] = fetchImpl.mock.calls[0]!;
    expect(path).toBe('/api/submit-review');
    const form = init!.body as FormData;
    expect([...form.keys()]).toEqual(['rating', 'body', 'name', 'email', 'photo']);
    expect((form.get('photo') as File).name).toBe('progreso.jpg');
  });

  it("posts a member's review to their own route, and reads an unknown status as received", async () => {
    const fetchImpl = answering({ id: 'm1', status: 'surprise' });
    await expect(submitMemberReview(review, fetchImpl)).resolves.toEqual({ id: 'm1', status: 'received' });
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/member/reviews');
  });
});
