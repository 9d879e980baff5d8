import { usePageMeta } from '../../../lib/page-meta.ts';

// Placeholder while issue 13 builds this screen; replaced by its feature's page.
export default function AllQueriesPage() {
  usePageMeta({ title: 'All Queries', description: 'All Queries' });
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 md:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy-950">All Queries</h1>
    </section>
  );
}
