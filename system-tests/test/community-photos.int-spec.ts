import { randomBytes, randomUUID } from 'node:crypto';
import { PhotoConstants, PhotoMessages } from '@reto/contracts';
import { CommunityConstants, CommunityMessages } from '@reto/contracts/community';
import {
  disguisedSvg,
  GatewayClient,
  hasGpsTag,
  jpegWithGps,
  sixMegabytes,
  textFile,
  webpChunks,
} from '@reto/platform/testing';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { auditOnceShown } from './admin-audit.js';
import { comingEdition, enrolledMember, signedInTrainer } from './community-members.js';
import { SystemRpc } from './system-rpc.js';

/**
 * Photos on the edition group's posts, through the one upload path every photo takes
 * (`POST /api/uploads/photos`, multipart): re-encoded with no metadata left, refused in Spanish when
 * too large or not an image (nothing kept), and shown only to the members of the post's group.
 */
let system: TestSystem;
let nats: SystemRpc;
let redis: Redis;

const POST = 'id body pinned author { trainer } photo { url width height }';
interface PhotoPost {
  id: string;
  body: string;
  pinned: boolean;
  author: { trainer: boolean };
  photo: { url: string; width: number; height: number } | null;
}

const newMember = async (ahead: number) =>
  (await enrolledMember(system, nats, { edition: comingEdition(ahead), first: 'Foto' })).client;

/** A multipart upload of `bytes` as the browser's form sends it (a name and a declared type that prove nothing). */
async function upload(client: GatewayClient, bytes: Buffer, field: string = PhotoConstants.uploadField) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'foto.jpg');
  const res = await client.fetch(PhotoConstants.uploadPath, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { uploadId?: string; message?: string } };
}

const post = (client: GatewayClient, body: string, photoUploadId?: string) =>
  client.graphql<{ createCommunityPost: PhotoPost }>(
    `mutation ($body: String!, $photoUploadId: String) { createCommunityPost(body: $body, photoUploadId: $photoUploadId) { ${POST} } }`,
    { body, photoUploadId },
  );

const feedIds = async (client: GatewayClient) =>
  (
    await client.graphql<{ communityFeed: { posts: PhotoPost[] } }>(`{ communityFeed(limit: 50) { posts { id } } }`)
  ).data!.communityFeed.posts.map((p) => p.id);

/** The uploads kept in Redis for this system (the claim checks a service has not taken yet). */
const keptUploads = async () => (await redis.keys(`${system.base.REDIS_PREFIX}:uploads:*`)).length;

beforeAll(async () => {
  system = await startTestSystem();
  nats = await SystemRpc.connect(system);
  redis = new Redis(system.base.REDIS_URL ?? 'redis://127.0.0.1:6379');
}, 300_000);

afterAll(async () => {
  redis?.disconnect();
  await nats?.close();
  await system?.stop();
});

describe('photos on the group posts', () => {
  it('a phone photo with GPS comes back re-encoded as WebP, at most 1600 px, without its EXIF or location', async () => {
    const ana = await newMember(1);
    const original = await jpegWithGps();
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);

    const uploaded = await upload(ana, original);
    expect(uploaded).toMatchObject({ status: 201, body: { uploadId: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    const written = await post(ana, 'Así quedó mi rincón de entrenar', uploaded.body.uploadId);
    expect(written.errors).toBeUndefined();
    const { photo } = written.data!.createCommunityPost;
    expect(photo).toMatchObject({
      url: expect.stringMatching(/^\/api\/community\/photos\/[0-9a-f-]{36}$/),
      width: 1200,
      height: 900,
    });

    const res = await ana.fetch(photo!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const served = Buffer.from(await res.arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(webpChunks(served).filter((chunk) => ['EXIF', 'XMP '].includes(chunk))).toEqual([]);
    expect(served.includes(Buffer.from('RetoCam'))).toBe(false);
    // the feed shows it too, as the post was written
    const feed = await ana.graphql<{ communityFeed: { posts: PhotoPost[] } }>(
      `{ communityFeed { posts { ${POST} } } }`,
    );
    expect(feed.data!.communityFeed.posts.find((p) => p.id === written.data!.createCommunityPost.id)?.photo).toEqual(
      photo,
    );
  });

  it.each([
    ['a 6 MB file', sixMegabytes, 413, PhotoMessages.tooLarge],
    ['a text file named .jpg', textFile, 400, PhotoMessages.typeRefused],
    ['an SVG declared as a JPEG', disguisedSvg, 400, PhotoMessages.typeRefused],
  ])('refuses %s in Spanish and keeps nothing', async (_name, bytes, status, message) => {
    const ana = await newMember(1);
    const [kept, posts] = [await keptUploads(), await feedIds(ana)];
    expect(await upload(ana, bytes())).toEqual({ status, body: expect.objectContaining({ message }) });
    expect(await keptUploads()).toBe(kept);
    expect(await feedIds(ana)).toEqual(posts);
  });

  it('refuses a post naming an upload that is not there (expired, taken, made up) in Spanish, storing no post', async () => {
    const ana = await newMember(1);
    const posts = await feedIds(ana);
    const refused = await post(ana, 'Con una foto que ya no está', randomBytes(16).toString('hex'));
    expect(refused.errors?.[0]).toMatchObject({ message: PhotoMessages.expired, extensions: { status: 400 } });
    expect(await feedIds(ana)).toEqual(posts);
  });

  it('a member of another edition gets 404 for the photo, as for the post; a visitor 401', async () => {
    const ana = await newMember(1);
    const stranger = await newMember(2);
    const uploaded = await upload(ana, await jpegWithGps());
    const { photo } = (await post(ana, 'Solo para mi edición', uploaded.body.uploadId)).data!.createCommunityPost;
    expect((await ana.fetch(photo!.url)).status).toBe(200);

    const refused = await stranger.fetch(photo!.url);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe(PhotoMessages.notFound);
    expect((await new GatewayClient(system.url).fetch(photo!.url)).status).toBe(401);
  });
});

describe("the trainer's posts from the panel", () => {
  const trainerPost = (admin: GatewayClient, headers: Record<string, string>, variables: Record<string, unknown>) =>
    admin.graphql<{ adminCommunityPost: PhotoPost }>(
      `mutation ($groupKey: String!, $body: String!, $parentId: String, $photoUploadId: String) {
        adminCommunityPost(groupKey: $groupKey, body: $body, parentId: $parentId, photoUploadId: $photoUploadId) { ${POST} }
      }`,
      variables,
      headers,
    );
  const group = (admin: GatewayClient, headers: Record<string, string>, groupKey?: string) =>
    admin.graphql<{ adminCommunityGroup: { groups: string[]; groupKey: string | null; posts: PhotoPost[] } }>(
      `query ($groupKey: String) { adminCommunityGroup(groupKey: $groupKey) { groups groupKey posts { ${POST} } } }`,
      { groupKey },
      headers,
    );

  it('post and reply with a re-encoded photo, marked as the trainer’s; pinned first in the members’ feed and unpinned; audited', async () => {
    const ana = await newMember(1);
    const anaPost = (await post(ana, 'Primer día hecho')).data!.createCommunityPost;
    const { client: admin, headers } = await signedInTrainer(system);

    // the panel lists every group; Ana's is the one holding her post
    const { groups } = (await group(admin, headers)).data!.adminCommunityGroup;
    const shown = await Promise.all(
      groups.map(async (key) => (await group(admin, headers, key)).data!.adminCommunityGroup),
    );
    const groupKey = shown.find((g) => g.posts.some((p) => p.id === anaPost.id))!.groupKey!;

    const photo = await upload(admin, await jpegWithGps());
    const written = (
      await trainerPost(admin, headers, {
        groupKey,
        body: 'Bienvenidas: así se hace la plancha',
        photoUploadId: photo.body.uploadId,
      })
    ).data!.adminCommunityPost;
    expect(written).toMatchObject({ author: { trainer: true }, pinned: false, photo: { width: 1200, height: 900 } });
    const inAnasFeed = (
      await ana.graphql<{ communityFeed: { posts: PhotoPost[] } }>(`{ communityFeed { posts { ${POST} } } }`)
    ).data!.communityFeed.posts.find((p) => p.id === written.id)!;
    const served = await ana.fetch(inAnasFeed.photo!.url);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();

    const replyPhoto = await upload(admin, await jpegWithGps());
    const reply = await trainerPost(admin, headers, {
      groupKey,
      body: '¡Muy bien, Ana!',
      parentId: anaPost.id,
      photoUploadId: replyPhoto.body.uploadId,
    });
    expect(reply.data!.adminCommunityPost).toMatchObject({ author: { trainer: true }, photo: { width: 1200 } });
    const thread = await ana.graphql<{ communityThread: { replies: PhotoPost[] } }>(
      `query ($id: String!) { communityThread(id: $id) { replies { ${POST} } } }`,
      { id: anaPost.id },
    );
    expect(thread.data!.communityThread.replies.map((r) => r.body)).toEqual(['¡Muy bien, Ana!']);

    // pinned: ahead of what members write after it, in their feed and in the panel
    await post(ana, 'Escrito después');
    const pinned = await admin.graphql<{ adminPinCommunityPost: PhotoPost }>(
      `mutation ($id: String!, $pinned: Boolean!) { adminPinCommunityPost(id: $id, pinned: $pinned) { ${POST} } }`,
      { id: written.id, pinned: true },
      headers,
    );
    expect(pinned.data!.adminPinCommunityPost.pinned).toBe(true);
    const firstOf = async () =>
      (await ana.graphql<{ communityFeed: { posts: PhotoPost[] } }>(`{ communityFeed { posts { ${POST} } } }`)).data!
        .communityFeed.posts[0]!;
    expect(await firstOf()).toMatchObject({ id: written.id, pinned: true });
    expect((await group(admin, headers, groupKey)).data!.adminCommunityGroup.posts[0]!.id).toBe(written.id);
    await admin.graphql(
      `mutation ($id: String!) { adminPinCommunityPost(id: $id, pinned: false) { id } }`,
      { id: written.id },
      headers,
    );
    expect(await firstOf()).toMatchObject({ body: 'Escrito después', pinned: false });

    const actions = (
      await auditOnceShown(admin, headers, (lines) => lines.some((l) => l.action === 'community_post.unpinned'))
    )
      .filter((line) => line.target.includes(written.id) || line.target.includes('¡Muy bien, Ana!'))
      .map((line) => line.action);
    expect(actions.sort()).toEqual([
      'community_post.created',
      'community_post.created',
      'community_post.pinned',
      'community_post.unpinned',
    ]);
  });

  it('refuses a post in a group that does not exist with a 404 in Spanish', async () => {
    const { client: admin, headers } = await signedInTrainer(system);
    const refused = await trainerPost(admin, headers, { groupKey: '1999-12-31', body: 'Hola' });
    expect(refused.errors?.[0]).toMatchObject({
      message: CommunityMessages.groupNotFound,
      extensions: { status: 404 },
    });
    expect((await group(admin, headers, '1999-12-31')).errors?.[0]).toMatchObject({ extensions: { status: 404 } });
  });
});

describe('the trainer sees the photos he moderates', () => {
  const REPORTS = `{ adminCommunityReports { post { ${POST} } } }`;
  const reported = async (admin: GatewayClient, headers: Record<string, string>, postId: string) =>
    (
      await admin.graphql<{ adminCommunityReports: Array<{ post: PhotoPost }> }>(REPORTS, {}, headers)
    ).data!.adminCommunityReports.find((line) => line.post.id === postId)!.post;
  const report = async (reporter: GatewayClient, id: string) =>
    expect(
      (await reporter.graphql(`mutation ($id: String!) { reportCommunityPost(id: $id) { reported } }`, { id })).errors,
    ).toBeUndefined();
  const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it("the admin, in no group, gets the bytes of any group's post and reply photos, hidden ones too; nobody else does", async () => {
    const bea = await newMember(3);
    const ana = await newMember(3);
    const stranger = await newMember(4);
    const withPhoto = async (body: string, parentId?: string) => {
      const { uploadId } = (await upload(bea, await jpegWithGps())).body;
      const written = await bea.graphql<{ createCommunityPost: PhotoPost }>(
        `mutation ($body: String!, $parentId: String, $photoUploadId: String) {
          createCommunityPost(body: $body, parentId: $parentId, photoUploadId: $photoUploadId) { ${POST} }
        }`,
        { body, parentId, photoUploadId: uploadId },
      );
      expect(written.errors).toBeUndefined();
      return written.data!.createCommunityPost;
    };
    const beaPost = await withPhoto('Mi desayuno de hoy');
    const beaReply = await withPhoto(
      'Y la merienda',
      (await post(ana, 'Qué buena pinta')).data!.createCommunityPost.id,
    );
    await report(ana, beaPost.id);
    await report(ana, beaReply.id);

    const { client: admin, headers } = await signedInTrainer(system);
    for (const written of [beaPost, beaReply]) {
      const inQueue = await reported(admin, headers, written.id);
      const photoId = written.photo!.url.split('/').pop()!;
      expect(inQueue.photo).toEqual({ ...written.photo, url: `${CommunityConstants.adminPhotoPathPrefix}${photoId}` });

      const seen = await admin.fetch(inQueue.photo!.url, { headers });
      expect(seen.status).toBe(200);
      expect(seen.headers.get('content-type')).toBe('image/webp');
      expect(seen.headers.get('cache-control')).toBe('private, no-store');
      expect((await bytesOf(seen)).equals(await bytesOf(await bea.fetch(written.photo!.url)))).toBe(true);

      // another edition's member: 404 on the group's path, refused on the trainer's; a visitor: 401 on both
      const refused = await stranger.fetch(written.photo!.url);
      expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([
        404,
        PhotoMessages.notFound,
      ]);
      expect((await stranger.fetch(inQueue.photo!.url)).status).toBe(403);
      const visitor = new GatewayClient(system.url);
      expect((await visitor.fetch(written.photo!.url)).status).toBe(401);
      expect((await visitor.fetch(inQueue.photo!.url)).status).toBe(401);
      // the admin's session alone (no X-Admin-Auth) is not enough
      expect((await admin.fetch(inQueue.photo!.url)).status).toBe(403);
    }

    // hidden: gone for the group, still there for the trainer who hid it
    const hidden = await admin.graphql(
      `mutation ($id: String!) { adminHideCommunityPost(id: $id, hidden: true) { id hidden } }`,
      { id: beaPost.id },
      headers,
    );
    expect(hidden.errors).toBeUndefined();
    expect((await bea.fetch(beaPost.photo!.url)).status).toBe(404);
    expect((await admin.fetch((await reported(admin, headers, beaPost.id)).photo!.url, { headers })).status).toBe(200);
    const unknown = await admin.fetch(`${CommunityConstants.adminPhotoPathPrefix}${randomUUID()}`, { headers });
    expect([unknown.status, ((await unknown.json()) as { message: string }).message]).toEqual([
      404,
      PhotoMessages.notFound,
    ]);
  });
});
