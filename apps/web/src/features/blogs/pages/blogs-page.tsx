import { QueryState } from '../../../components/ui/query-state.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useBlogs } from '../api/get-blogs.ts';
import { BlogCard } from '../components/blog-card.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** /blogs: every post, newest first. */
export default function BlogsPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Blogs`,
    description: t`Practical trading education: position sizing, stop losses, swing trading with a job, Bank Nifty basics and trading psychology.`,
  });
  const blogs = useBlogs();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 md:px-6 md:py-14">
      <p className="text-sm font-semibold tracking-widest text-emerald-700 uppercase">
        <Trans>Learn</Trans>
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
        <Trans>Blogs</Trans>
      </h1>
      <p className="mt-3 max-w-2xl text-navy-700">
        <Trans>Plain-language lessons on risk, discipline and the setups we trade. Education only, not investment advice.</Trans>
      </p>
      <div className="mt-8">
        <QueryState query={blogs} loading={t`Loading blogs…`} error={t`The blogs could not be loaded.`}>
          {(data) =>
            data.length === 0 ? (
              <p className="rounded-2xl border border-navy-100 bg-white p-8 text-center text-navy-700">
                <Trans>No blogs yet. Check back soon.</Trans>
              </p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {data.map((blog) => (
                  <li key={blog.id} className="flex">
                    <BlogCard blog={blog} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
