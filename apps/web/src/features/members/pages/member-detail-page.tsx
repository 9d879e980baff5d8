import { usePageMeta } from '../../../lib/page-meta.ts';

// Placeholder while issue 13 builds this screen; replaced by its feature's page.
export default function MemberDetailPage() {
  usePageMeta({ title: 'Member', description: 'Member' });
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 md:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy-950">Member</h1>
    </section>
  );
}
