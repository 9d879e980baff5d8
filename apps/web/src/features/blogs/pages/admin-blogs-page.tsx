import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import type { BlogSummary } from '@tlt/shared/blogs';
import { Button } from '../../../components/ui/button.tsx';
import { Loading, LoadError } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useBlog } from '../api/get-blog.ts';
import { useBlogs } from '../api/get-blogs.ts';
import { DeleteBlogDialog } from '../components/delete-blog-dialog.tsx';
import { LockBadge } from '../components/lock-badge.tsx';
import { blogPath } from '../lib/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

// The editor (Tiptap) is the heaviest part: fetched only when an admin opens it.
const BlogForm = lazy(() => import('../components/blog-form.tsx').then((m) => ({ default: m.BlogForm })));

type Editing = { mode: 'new' } | { mode: 'edit'; slug: string } | null;

/** Admin: list, write, edit and delete blogs. */
export default function AdminBlogsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Manage blogs`, description: t`Write, edit and delete blog posts.` });
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BlogSummary | null>(null);
  const blogs = useBlogs();
  // The form and the list are long: each starts at the top.
  const show = (next: Editing) => {
    setEditing(next);
    window.scrollTo({ top: 0 });
  };
  const done = () => show(null);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 md:px-6 md:py-14">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
        <Trans>Admin</Trans>
      </p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
          {editing?.mode === 'new' ? t`New blog` : editing ? t`Edit blog` : t`Blogs`}
        </h1>
        {!editing && (
          <Button onClick={() => show({ mode: 'new' })}><Plus className="size-4" aria-hidden /> <Trans>New blog</Trans></Button>
        )}
      </div>

      <div className="mt-8">
        {editing ? (
          <Suspense fallback={<Loading label={t`Opening the editor…`} />}>
            {editing.mode === 'new' ? <BlogForm onDone={done} /> : <EditBlog slug={editing.slug} onDone={done} />}
          </Suspense>
        ) : blogs.isPending ? (
          <Loading />
        ) : blogs.isError ? (
          <LoadError message={t`The blogs could not be loaded.`} onRetry={() => blogs.refetch()} />
        ) : blogs.data.length === 0 ? (
          <p className="text-navy-700">
            <Trans>No blogs yet. Write the first one.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-navy-100 rounded-2xl border border-navy-100 bg-white shadow-sm">
            {blogs.data.map((blog) => {
              const title = blog.title;
              return (
              <li key={blog.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  {/* The title in the blog's own language; the address is an id. */}
                  <p lang={blog.language} className="font-semibold text-navy-950">{blog.title}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-navy-600">
                    {formatDate(blog.published_date)} · <span translate="no">/blogs/{blog.slug}</span>
                    {blog.is_locked === 'yes' && <LockBadge />}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link to={blogPath(blog.slug)} className="inline-flex size-9 items-center justify-center rounded-md text-navy-700 hover:bg-navy-50"
                    aria-label={t`View ${title}`} title={t`View`}>
                    <ExternalLink className="size-4" aria-hidden />
                  </Link>
                  <Button variant="outline" size="sm" aria-label={t`Edit ${title}`} onClick={() => show({ mode: 'edit', slug: blog.slug })}>
                    <Pencil className="size-4" aria-hidden /> <Trans>Edit</Trans>
                  </Button>
                  <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" aria-label={t`Delete ${title}`} onClick={() => setDeleting(blog)}>
                    <Trash2 className="size-4" aria-hidden /> <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
              );
            })}
          </ul>
        )}
      </div>
      <DeleteBlogDialog blog={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** Loads the blog with its full text (admins read locked ones whole), then the form. */
function EditBlog({ slug, onDone }: { slug: string; onDone: () => void }) {
  const blog = useBlog(slug);
  const { t } = useLingui();
  if (blog.isPending) return <Loading />;
  if (blog.isError) return <LoadError message={t`The blog could not be loaded.`} onRetry={() => blog.refetch()} />;
  return <BlogForm key={blog.dataUpdatedAt} blog={blog.data} onDone={onDone} />;
}
