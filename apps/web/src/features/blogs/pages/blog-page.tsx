import { Link, Navigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Blog } from '@tlt/shared/blogs';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatIndiaDate } from '../../../lib/format-date.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useBlog } from '../api/get-blog.ts';
import { BlogBody } from '../components/blog-body.tsx';
import { BlogImage } from '../components/blog-image.tsx';
import { LockBadge } from '../components/lock-badge.tsx';
import { LockedPreview } from '../components/locked-preview.tsx';
import { BLOGS_PATH } from '../lib/paths.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/** /blogs/{slug}: the article, or the preview and a way in when it is locked (spec §4 Blogs). */
export default function BlogPage() {
  const { slug = '' } = useParams();
  const blog = useBlog(slug);
  const { t } = useLingui();
  usePageMeta({
    title: blog.data?.title ?? t`Blog`,
    description: blog.data?.shortDescription ?? t`Trading education from The Lazy Trader.`,
  });

  if (blog.isError && blog.error instanceof ApiError && blog.error.code === 404) return <Navigate to={PATHS.notFound} replace />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:px-6 md:py-12">
      <Link to={BLOGS_PATH} className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> <Trans>All blogs</Trans>
      </Link>
      <QueryState query={blog} loading={<ArticlePlaceholder />} error={t`The blog could not be loaded.`}>
        {(data) => <Article blog={data} />}
      </QueryState>
    </div>
  );
}

/**
 * The article's shape while it loads: a screen tall at least, so the footer stays below the fold
 * instead of showing and then being pushed away (a layout shift) when the text arrives.
 */
function ArticlePlaceholder() {
  return (
    <div role="status" aria-live="polite" className="mt-4 min-h-svh">
      <span className="sr-only">
        <Trans>Loading the blog…</Trans>
      </span>
      <div aria-hidden className="animate-pulse">
        <div className="h-5 w-28 rounded bg-navy-100" />
        <div className="mt-3 h-9 w-11/12 rounded bg-navy-100" />
        <div className="mt-3 h-6 w-3/4 rounded bg-navy-100" />
        <div className="-mx-4 mt-6 aspect-[40/21] bg-navy-100 sm:mx-0 sm:rounded-2xl" />
      </div>
    </div>
  );
}

function Article({ blog }: { blog: Blog }) {
  const preview = blog.is_locked === 'yes' && blog.description === undefined;
  return (
    <article className="mt-4">
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <time dateTime={blog.published_date} className="text-sm font-semibold text-navy-500">
            {formatIndiaDate(blog.published_date)}
          </time>
          {blog.is_locked === 'yes' && <LockBadge />}
        </div>
        <h1 lang={blog.language} className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-balance text-navy-950 md:text-4xl">
          {blog.title}
        </h1>
        <p lang={blog.language} className="mt-3 text-lg text-navy-700">{blog.shortDescription}</p>
      </header>
      <BlogImage src={blog.featureImage} eager className="-mx-4 mt-6 sm:mx-0 sm:rounded-2xl" />
      <div className="mt-6">
        {preview ? (
          <LockedPreview preview={blog.locked_content} lang={blog.language} />
        ) : (
          <div lang={blog.language}>
            <BlogBody html={blog.description ?? ''} />
          </div>
        )}
      </div>
    </article>
  );
}
