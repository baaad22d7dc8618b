/** Where every photo is uploaded (one multipart file `photo`), answering the id the form then sends. */
export const PHOTO_UPLOAD_PATH = '/api/uploads/photos';

/** A refused upload: the server's Spanish message (too large, not a JPEG/PNG/WebP, too many tries). */
export class PhotoUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PhotoUploadError';
  }
}

/**
 * Uploads `file` as multipart and answers its `uploadId` (kept a few minutes by the server, until the
 * form that names it is sent). A refusal throws the server's message; `fallback` when it gave none.
 */
export async function uploadPhoto(file: File, fallback: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const form = new FormData();
  form.set('photo', file, file.name);
  const res = await fetchImpl(PHOTO_UPLOAD_PATH, { method: 'POST', credentials: 'same-origin', body: form });
  const answer = (await res.json().catch(() => ({}))) as { uploadId?: string; message?: string };
  if (!res.ok || !answer.uploadId) throw new PhotoUploadError(res.status, answer.message ?? fallback);
  return answer.uploadId;
}
