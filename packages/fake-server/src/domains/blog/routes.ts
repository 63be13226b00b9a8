import type {
  BlogCard,
  BlogCommentResponse,
  BlogDetail,
  BlogEdit,
  BlogListResponse,
  BlogSidebar,
} from '@tessera/api-client';
import { blogCategories, blogCategoryIcons, blogRecentCount } from '@tessera/api-client/blog';
import { blogDomain } from '@tessera/api-client/schemas';
import {
  created,
  fieldsRefused,
  initialsAvatar,
  notFound,
  ok,
  queryList,
  type DomainRoutes,
} from '../../server';
import { authData } from '../auth/handle';
import { blogData } from './handle';
import { messages, type StoredPost } from './model';

const blogCalls = blogDomain.endpoints;

/** Only admins change what a post says; the rest of the blog is for every signed-in account. */
const editors = { allow: { action: 'manage', subject: 'all' } };

function findPost(posts: StoredPost[], id: number): StoredPost {
  const post = posts.find((candidate) => candidate.id === id);
  if (!post) throw notFound(messages.notFound(id));
  return post;
}

const cardOf = (post: StoredPost): BlogCard => ({
  id: post.id,
  img: post.img,
  title: post.title,
  userFullName: post.userFullName,
  avatar: post.avatar,
  blogPosted: post.blogPosted,
  tags: post.categories,
  excerpt: post.excerpt,
  comment: post.comments.length,
  status: post.status,
});

const editOf = (post: StoredPost): BlogEdit => ({
  id: post.id,
  blogTitle: post.title,
  slug: post.slug,
  blogCategories: post.categories,
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.img,
  content: post.content,
  userFullName: post.userFullName,
  avatar: post.avatar,
});

const newestFirst = (a: StoredPost, b: StoredPost) => b.blogPosted.localeCompare(a.blogPosted);

export const blogRoutes: DomainRoutes = (route, { db }) => {
  route(blogCalls.list, async ({ input }) => {
    const { posts } = await db.load(blogData);
    const { category } = input;
    const { items, total } = queryList(posts.map(cardOf), {
      q: input.q,
      searchIn: (card) => [card.title, card.excerpt, card.userFullName],
      where: category ? (card) => card.tags.includes(category) : undefined,
      sortColumn: input.sortColumn,
      sort: input.sort,
      page: input.page,
      perPage: input.perPage,
    });
    const response: BlogListResponse = { posts: items, total };
    return ok(response);
  });

  route(blogCalls.sidebar, async () => {
    const { posts } = await db.load(blogData);
    const response: BlogSidebar = {
      recentPosts: [...posts]
        .sort(newestFirst)
        .slice(0, blogRecentCount)
        .map(({ id, title, img, blogPosted }) => ({ id, title, img, blogPosted })),
      categories: blogCategories.map((category) => ({
        category,
        icon: blogCategoryIcons[category],
        count: posts.filter((post) => post.categories.includes(category)).length,
      })),
    };
    return ok(response);
  });

  route(blogCalls.detail, async ({ input, userId }) => {
    const post = findPost((await db.load(blogData)).posts, input.id);
    const response: BlogDetail = {
      blog: {
        id: post.id,
        title: post.title,
        img: post.img,
        userFullName: post.userFullName,
        avatar: post.avatar,
        blogPosted: post.blogPosted,
        status: post.status,
        content: post.content,
        tags: post.categories,
        comments: post.comments.length,
        bookmarked: post.bookmarkedBy.includes(userId),
      },
      comments: post.comments,
    };
    return ok(response);
  });

  route(
    blogCalls.edit,
    async ({ input }) => {
      const post = findPost((await db.load(blogData)).posts, input.id);
      return ok(editOf(post));
    },
    editors,
  );

  route(
    blogCalls.saveEdit,
    async ({ input }) => {
      const { posts } = await db.load(blogData);
      const post = findPost(posts, input.id);
      if (posts.some((other) => other.id !== post.id && other.slug === input.slug)) {
        throw fieldsRefused({ slug: messages.slugInUse });
      }
      Object.assign(post, {
        title: input.blogTitle,
        slug: input.slug,
        categories: input.blogCategories,
        status: input.status,
        excerpt: input.excerpt,
        img: input.featuredImage,
        content: input.content,
      });
      return ok(editOf(post));
    },
    editors,
  );

  route(blogCalls.addComment, async ({ input, userId }) => {
    const data = await db.load(blogData);
    const post = findPost(data.posts, input.id);
    const user = (await db.load(authData)).users.find((candidate) => candidate.id === userId);
    const userFullName = user?.fullName ?? 'Reader';
    data.lastCommentId += 1;
    const comment = {
      id: data.lastCommentId,
      userFullName,
      avatar: user?.avatar || initialsAvatar(userFullName, userId),
      commentedAt: new Date().toISOString(),
      comment: input.comment,
    };
    post.comments.push(comment);
    const response: BlogCommentResponse = { comment };
    return created(response);
  });

  route(blogCalls.setBookmark, async ({ input, userId }) => {
    const post = findPost((await db.load(blogData)).posts, input.id);
    const others = post.bookmarkedBy.filter((id) => id !== userId);
    post.bookmarkedBy = input.bookmarked ? [...others, userId] : others;
    return ok({ id: post.id, bookmarked: input.bookmarked });
  });
};
