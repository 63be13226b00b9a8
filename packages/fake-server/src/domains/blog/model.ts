import type { BlogCategory, BlogComment, BlogStatus } from '@tessera/api-client';

/** A post as the blog domain keeps it; the calls answer views of it. */
export interface StoredPost {
  id: number;
  title: string;
  slug: string;
  /** The featured image, a data URL. */
  img: string;
  userFullName: string;
  avatar: string;
  blogPosted: string;
  status: BlogStatus;
  categories: BlogCategory[];
  excerpt: string;
  /** HTML as written; only ever shown through the client's sanitiser. */
  content: string;
  comments: BlogComment[];
  /** The accounts that bookmarked it. */
  bookmarkedBy: number[];
}

/** What the blog domain stores. */
export interface BlogData {
  posts: StoredPost[];
  /** The highest comment id ever issued: ids are never reused. */
  lastCommentId: number;
}

export const messages = {
  notFound: (id: number) => `No blog post with id ${id}`,
  slugInUse: 'This slug is already in use.',
};
