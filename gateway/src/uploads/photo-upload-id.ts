import { Args } from '@nestjs/graphql';

/**
 * The optional `photoUploadId` argument of a form that attaches a photo uploaded first to
 * `POST /api/uploads/photos`: `undefined` when the client leaves it out or sends null.
 */
export const PhotoUploadId = () =>
  Args(
    'photoUploadId',
    {
      type: () => String,
      nullable: true,
      description: 'A photo uploaded to POST /api/uploads/photos (its uploadId).',
    },
    { transform: (uploadId: string | null | undefined) => uploadId ?? undefined },
  );
