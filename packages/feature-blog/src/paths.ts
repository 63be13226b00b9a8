/** Where the blog lives, among the content pages. */
export const blogListPath = '/pages/blog/list';
export const blogDetailPath = (id: number) => `/pages/blog/detail/${id}`;
export const blogEditPath = (id: number) => `/pages/blog/edit/${id}`;
