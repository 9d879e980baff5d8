import { Link } from 'react-router';
import type { BlogSummary } from '@tlt/shared/blogs';
import { formatIndiaDate } from '../../../lib/format-date.ts';
import { blogPath } from '../lib/paths.ts';
import { BlogImage } from './blog-image.tsx';
import { LockBadge } from './lock-badge.tsx';
import { Trans } from '@lingui/react/macro';

/** One blog in the list: the whole card is the link. Its words carry the post's language (a Hindi page marks English posts). */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm shadow-navy-900/5 transition-shadow hover:shadow-md">
      <BlogImage src={blog.featureImage} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
          <time dateTime={blog.published_date} className="text-xs font-semibold tracking-wide text-navy-500 uppercase">
            {formatIndiaDate(blog.published_date)}
          </time>
          {blog.is_locked === 'yes' && <LockBadge />}
        </div>
        <h2 lang={blog.language} className="mt-2 text-lg leading-snug font-bold text-navy-950">
          <Link to={blogPath(blog.slug)} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
            {blog.title}
          </Link>
        </h2>
        <p lang={blog.language} className="mt-2 line-clamp-3 text-sm text-navy-700">{blog.shortDescription}</p>
        <span className="mt-auto pt-4 text-sm font-semibold text-emerald-700 group-hover:underline" aria-hidden>
          <Trans>Read more →</Trans>
        </span>
      </div>
    </article>
  );
}
