import {
  api,
  type BlogBookmarkInput,
  type BlogComment,
  type BlogDetail,
  type BlogEdit,
  type BlogCategory,
  type BlogListResponse,
  type BlogSidebar,
  type NewBlogComment,
  type SaveBlogEditInput,
} from '@tessera/api-client';
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  optimistic,
  recordTags,
} from '@tessera/ui/server-state';

const { list, one, listed } = recordTags('BlogPost');

/** The list's query as its URL gives it: '' is any category (the list leaves it out). */
export type BlogQuery = { q?: string; page: number; perPage: number; category?: BlogCategory | '' };

/**
 * The blog's server state. A saved post refetches its pages, the lists and the sidebar (its
 * titles); a comment refetches the post and the cards that count it; a bookmark shows at once.
 */
export const blogApi = injectFeatureEndpoints(['BlogPost'], (build) => ({
  listBlogPosts: build.query<BlogListResponse, BlogQuery>({
    queryFn: ({ category, ...query }) =>
      fromClient(api.blog.list({ ...query, ...(category ? { category } : {}) })),
    providesTags: (answer) => listed(answer?.posts),
  }),
  getBlogSidebar: build.query<BlogSidebar, undefined>({
    queryFn: () => fromClient(api.blog.sidebar()),
    providesTags: [list],
  }),
  getBlogDetail: build.query<BlogDetail, { id: number }>({
    queryFn: ({ id }) => fromClient(api.blog.detail({ id })),
    providesTags: (_answer, _error, { id }) => [one(id)],
  }),
  getBlogEdit: build.query<BlogEdit, { id: number }>({
    queryFn: ({ id }) => fromClient(api.blog.edit({ id })),
    providesTags: (_answer, _error, { id }) => [one(id)],
  }),
  saveBlogEdit: build.mutation<BlogEdit, SaveBlogEditInput>({
    queryFn: (input) => fromClient(api.blog.saveEdit(input)),
    invalidatesTags: onSuccess(({ id }) => [one(id), list]),
  }),
  addBlogComment: build.mutation<BlogComment, NewBlogComment>({
    queryFn: (input) => fromClient(api.blog.addComment(input).then((answer) => answer.comment)),
    invalidatesTags: onSuccess(({ id }) => [one(id)]),
  }),
  setBlogBookmark: build.mutation<BlogBookmarkInput, BlogBookmarkInput>({
    queryFn: (input) => fromClient(api.blog.setBookmark(input)),
    invalidatesTags: onSuccess(({ id }) => [one(id)]),
  }),
}));

blogApi.enhanceEndpoints({
  endpoints: {
    setBlogBookmark: {
      onQueryStarted: optimistic(blogApi, {
        touches: ({ id }) => [one(id)],
        patch: {
          getBlogDetail: (detail, { bookmarked }) => {
            detail.blog.bookmarked = bookmarked;
          },
        },
      }),
    },
  },
});

export const {
  useListBlogPostsQuery,
  useGetBlogSidebarQuery,
  useGetBlogDetailQuery,
  useGetBlogEditQuery,
  useSaveBlogEditMutation,
  useAddBlogCommentMutation,
  useSetBlogBookmarkMutation,
} = blogApi;
