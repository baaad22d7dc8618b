import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import {
  AdminCommunityGroupDocument,
  AdminCommunityGroupEventsDocument,
  AdminCommunityPostDocument,
  AdminPinCommunityPostDocument,
  type CommunityPostFieldsFragment,
} from '../../../gql/graphql';
import { useLiveSubscription } from '../../../hooks/useLiveSubscription';
import { PhotoUploadError, uploadPhoto } from '../../../lib/upload-photo';
import { communityCopy } from '../../community/community.copy';
import { Composer } from '../../community/components/Composer';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';
import { GroupDeskPost } from './GroupDeskPost';

const text = adminCopy.group;

/**
 * The trainer in an edition's group, from the Comunidad tab: posts and replies marked as the
 * trainer's, each with an optional photo (through the one upload path, re-encoded by the service),
 * and the group's latest posts, each with its replies, and a pin to keep one at the top of every member's feed. Every change
 * of the chosen group (a post, a reply, a hidden or restored post) arrives live and the list is read again.
 */
export function GroupDesk() {
  const selectId = useId();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const { data, error, refetch } = useQuery(AdminCommunityGroupDocument, {
    variables: { groupKey: chosen ?? null },
    fetchPolicy: 'network-only',
  });
  const [write] = useMutation(AdminCommunityPostDocument);
  const [pin] = useMutation(AdminPinCommunityPostDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const group = data?.adminCommunityGroup;
  const groupKey = group?.groupKey ?? null;
  const repliesOf = useMemo(() => {
    const threads = new Map<string, CommunityPostFieldsFragment[]>();
    for (const reply of group?.replies ?? []) {
      if (!reply.parentId) continue;
      threads.set(reply.parentId, [...(threads.get(reply.parentId) ?? []), reply]);
    }
    return threads;
  }, [group]);
  // each change, and the subscription becoming live (a post written while it joined), read the group again
  useLiveSubscription(AdminCommunityGroupEventsDocument, 'adminCommunityGroupEvents', {
    variables: { groupKey: groupKey ?? '' },
    skip: !groupKey,
    onEvent: () => void refetch(),
    onLive: () => void refetch(),
  });

  /** Writes a post (or a reply to `parentId`) with its photo; answers the refusal to show, or null. */
  const publish =
    (parentId?: string) =>
    async (body: string, photo: File | null): Promise<string | null> => {
      if (!groupKey) return null;
      try {
        const photoUploadId = photo ? await uploadPhoto(photo, communityCopy.photo.failed) : null;
        await write({ variables: { groupKey, body, parentId: parentId ?? null, photoUploadId } });
        await refetch();
        return null;
      } catch (refusal) {
        if (refusal instanceof PhotoUploadError) return refusal.message;
        return messageOf(refusal, communityCopy.composer.failed);
      }
    };

  const togglePin = async (post: CommunityPostFieldsFragment) => {
    setBusy(post.id);
    setFailure(null);
    try {
      await pin({ variables: { id: post.id, pinned: !post.pinned } });
      await refetch();
    } catch (refusal) {
      setFailure(messageOf(refusal, text.actionError));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="admin-card group-desk" aria-labelledby="group-desk-title">
      <h2 id="group-desk-title" className="admin-card__title">
        {text.title}
      </h2>
      <p className="muted">{text.description}</p>
      {error && !data ? <p role="alert">{messageOf(error, text.loadError)}</p> : null}
      {group && group.groups.length === 0 ? <p className="muted">{text.none}</p> : null}
      {group && groupKey ? (
        <>
          <label htmlFor={selectId} className="group-desk__label">
            {text.groupLabel}
          </label>
          <select
            id={selectId}
            className="admin-select"
            value={groupKey}
            onChange={(event) => setChosen(event.target.value)}
          >
            {group.groups.map((key) => (
              <option key={key} value={key}>
                {text.groupName(key)}
              </option>
            ))}
          </select>
          <Composer key={groupKey} photos onSubmit={publish()} words={text.composer} />
          {failure ? (
            <p role="alert" className="group-composer__error">
              {failure}
            </p>
          ) : null}
          {group.posts.length === 0 ? <p className="muted">{text.empty}</p> : null}
          <ul aria-label={text.listLabel} className="moderation__list">
            {group.posts.map((post) => (
              <li key={post.id}>
                <GroupDeskPost
                  post={post}
                  replies={repliesOf.get(post.id) ?? []}
                  busy={busy === post.id}
                  onTogglePin={() => void togglePin(post)}
                  onReply={publish(post.id)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
