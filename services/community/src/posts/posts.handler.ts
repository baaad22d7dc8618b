import {
  CommunitySubjects,
  CreatePostSchema,
  GetPhotoSchema,
  GetPostSchema,
  ListPostsSchema,
  ReactSchema,
  ReportPostSchema,
} from '@reto/contracts/community';
import { requestHandlers } from '@reto/platform';
import { PostsService } from './posts.service.js';

/** NATS adapter of a member's group: validates each payload against its contract and calls one use case. */
export const PostsHandler = requestHandlers(PostsService, (handle) => ({
  [CommunitySubjects.listPosts]: handle(ListPostsSchema, (posts, { member, limit, cursor }) =>
    posts.feed(member.userId, limit, cursor),
  ),
  [CommunitySubjects.getPost]: handle(GetPostSchema, (posts, { member, postId }) => posts.get(member.userId, postId)),
  [CommunitySubjects.createPost]: handle(CreatePostSchema, (posts, post) => posts.create(post)),
  [CommunitySubjects.getPhoto]: handle(GetPhotoSchema, (posts, { member, photoId }) =>
    posts.photo(member.userId, photoId),
  ),
  [CommunitySubjects.react]: handle(ReactSchema, (posts, { member, postId, on }) =>
    posts.react(member.userId, postId, on),
  ),
  [CommunitySubjects.report]: handle(ReportPostSchema, (posts, { member, postId }) =>
    posts.report(member.userId, postId),
  ),
}));
