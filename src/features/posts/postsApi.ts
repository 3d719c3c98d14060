import type { Http, HttpResult } from '../../api/http';
import type { PortalConfig } from '../../api/types';
import type { ContentTargets, Post, PostInput } from '../../api/contentTypes';

/** Posts on the content host (spec §7) and the writing calls of issue 9 (README: 'Content host'). */
export interface PostsApi {
  /** POST posts {user_id}: the posts the user may see, newest first. */
  getPosts(userId: string): Promise<HttpResult<Post[]>>;
  /** POST posts/{id} {user_id}: one post with its body; the server marks it read. */
  getPost(postId: string, userId: string): Promise<HttpResult<Post>>;
  getTargets(): Promise<HttpResult<ContentTargets>>;
  createPost(input: PostInput): Promise<HttpResult<Post>>;
  updatePost(postId: string, input: PostInput): Promise<HttpResult<Post>>;
  deletePost(postId: string): Promise<HttpResult<null>>;
}

export function createPostsApi(http: Http, config: PortalConfig): PostsApi {
  const content = config.contentUrl;
  const one = (id: string) => `${content}/posts/${encodeURIComponent(id)}`;
  return {
    getPosts: (userId) => http.post<Post[]>(`${content}/posts`, { user_id: userId }),
    getPost: (postId, userId) => http.post<Post>(one(postId), { user_id: userId }),
    getTargets: () => http.get<ContentTargets>(`${content}/targets`),
    createPost: (input) => http.post<Post>(`${content}/posts/create`, input),
    updatePost: (postId, input) => http.put<Post>(one(postId), input),
    deletePost: (postId) => http.delete<null>(one(postId)),
  };
}
