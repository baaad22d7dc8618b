import { useMutation } from '@apollo/client/react';
import { useCallback, type Dispatch } from 'react';
import { CreateCommunityPostDocument } from '../../../gql/graphql';
import { PhotoUploadError, uploadPhoto } from '../../../lib/upload-photo';
import { serverMessageOf } from '../../auth/lib/error-message';
import { communityCopy } from '../community.copy';
import type { GroupAction } from '../lib/group-state';

/**
 * Writing in the group: the photo (if any) uploaded first through the one upload path, then the
 * post naming it; the written post (or reply) shown at once. Answers the refusal to show (in
 * Spanish, the server's when it gave one), or null once written.
 */
export function useWritePost(dispatch: Dispatch<GroupAction>) {
  const [create] = useMutation(CreateCommunityPostDocument);
  return useCallback(
    async (body: string, parentId?: string, photo?: File | null): Promise<string | null> => {
      try {
        const photoUploadId = photo ? await uploadPhoto(photo, communityCopy.photo.failed) : null;
        const result = await create({ variables: { body, parentId: parentId ?? null, photoUploadId } });
        const post = result.data?.createCommunityPost;
        if (post) dispatch(post.parentId ? { type: 'live', change: 'created', post } : { type: 'mine', post });
        return null;
      } catch (error) {
        if (error instanceof PhotoUploadError) return error.message;
        return serverMessageOf(error) ?? communityCopy.composer.failed;
      }
    },
    [create, dispatch],
  );
}
