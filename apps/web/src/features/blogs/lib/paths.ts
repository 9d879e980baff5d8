/** Blog page routes (registered in the shared route list). */
export const BLOGS_PATH = '/blogs';
export const ADMIN_BLOGS_PATH = '/admin/blogs';
export const blogPath = (slug: string) => `/blogs/${encodeURIComponent(slug)}`;
