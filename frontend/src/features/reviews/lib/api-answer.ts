/** A refused call: its HTTP status and the server's (Spanish) message. */
export class ReviewsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ReviewsApiError';
  }
}

/** The JSON of a successful answer; a refused one throws its status and the server's message. */
export async function answerOf<T>(res: Response): Promise<T> {
  if (!res.ok) {
    const text = await res.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      // not JSON: keep the text
    }
    throw new ReviewsApiError(res.status, message);
  }
  return (await res.json()) as T;
}
