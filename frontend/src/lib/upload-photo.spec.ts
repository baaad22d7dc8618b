import { describe, expect, it, vi } from 'vitest';
import { PHOTO_UPLOAD_PATH, PhotoUploadError, uploadPhoto } from './upload-photo';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rincón.jpg', { type: 'image/jpeg' });
const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('uploadPhoto', () => {
  it('sends the file as multipart under `photo` and answers its uploadId', async () => {
    const fetchImpl = answer(201, { uploadId: 'a'.repeat(32) });
    expect(await uploadPhoto(photo(), 'falló', fetchImpl)).toBe('a'.repeat(32));
    const [path, init] = fetchImpl.mock.calls[0]!;
    expect(path).toBe(PHOTO_UPLOAD_PATH);
    const sent = (init!.body as FormData).get('photo') as File;
    expect([init!.method, sent.name]).toEqual(['POST', 'rincón.jpg']);
  });

  it("throws the server's Spanish message when the photo is refused, the fallback when it gave none", async () => {
    await expect(
      uploadPhoto(photo(), 'falló', answer(413, { message: 'La imagen no puede superar los 5 MB' })),
    ).rejects.toEqual(new PhotoUploadError(413, 'La imagen no puede superar los 5 MB'));
    await expect(uploadPhoto(photo(), 'falló', answer(502, 'x'))).rejects.toThrow('falló');
  });
});
