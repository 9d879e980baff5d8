import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { formatIndiaDate } from '../../../lib/format-date.ts';
import { useLandingContent } from '../api/get-landing-content.ts';
import { useLatestBlogs, type BlogSummary } from '../api/get-latest-blogs.ts';

function BlogCard({ blog }: { blog: BlogSummary }) {
  const date = blog.published_date && !Number.isNaN(Date.parse(blog.published_date)) ? blog.published_date : null;
  return (
    <li className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm transition hover:shadow-md">
      <Link to={`/blogs/${encodeURIComponent(blog.slug)}`} className="flex h-full flex-col">
        {blog.featureImage ? (
          <img src={blog.featureImage} alt="" loading="lazy" className="aspect-[16/9] w-full bg-navy-100 object-cover" />
        ) : (
          <span aria-hidden className="aspect-[16/9] w-full bg-gradient-to-br from-navy-900 to-emerald-700" />
        )}
        <span className="flex flex-1 flex-col p-5">
          {date && <span className="text-xs font-semibold text-navy-500">{formatIndiaDate(date)}</span>}
          <span lang={blog.language} className="mt-1 text-lg font-bold text-navy-950">{blog.title}</span>
          {blog.shortDescription && <span lang={blog.language} className="mt-2 line-clamp-3 text-sm text-navy-700">{blog.shortDescription}</span>}
        </span>
      </Link>
    </li>
  );
}

/** The latest three posts; hidden when the blog is empty or unreachable so the page never breaks. */
export function BlogsBrief() {
  const content = useLandingContent('blogs');
  const { data: blogs, isPending } = useLatestBlogs();
  if (!isPending && !blogs?.length) return null;
  return (
    <section aria-labelledby="blogs-title" className="bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 md:pr-6 md:pl-16 lg:pr-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="blogs-title" className="text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
              {content.heading}
            </h2>
            <p className="mt-2 text-navy-700">{content.intro}</p>
          </div>
          <Link to="/blogs" className="inline-flex items-center gap-1 font-semibold text-emerald-700 hover:text-emerald-800">
            {content.allLabel} <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <ul className="mt-8 grid gap-5 md:grid-cols-3" aria-busy={isPending || undefined}>
          {isPending
            ? [0, 1, 2].map((i) => <li key={i} className="h-72 animate-pulse rounded-2xl bg-navy-100" />)
            : blogs?.map((blog) => <BlogCard key={blog.slug} blog={blog} />)}
        </ul>
      </div>
    </section>
  );
}
