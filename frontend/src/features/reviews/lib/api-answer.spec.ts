import { describe, expect, it } from 'vitest';
import { answerOf, ReviewsApiError } from './api-answer';

describe('answerOf', () => {
  it('reads the JSON of a successful answer', async () => {
    await expect(answerOf(Response.json({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it("throws a refused call's status with the server's Spanish message", async () => {
    const refused = answerOf(Response.json({ message: 'Reseña no encontrada.' }, { status: 404 }));
    await expect(refused).rejects.toBeInstanceOf(ReviewsApiError);
    await expect(refused).rejects.toMatchObject({ status: 404, message: 'Reseña no encontrada.' });
  });

  it('keeps the text of a refusal that is not JSON', async () => {
    await expect(answerOf(new Response('Bad Gateway', { status: 502 }))).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });
});
