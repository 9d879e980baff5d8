import { ExternalLink } from 'lucide-react';
import type { PageContent } from '../api/get-page-content.ts';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { Trans } from '@lingui/react/macro';

type Profiles = PageContent<'pages.performance'>['profiles'];

/** Where visitors can check the record for themselves; left out until a profile is linked (issue 26 §8). */
export function ProfileLinks({ profiles }: { profiles: Profiles }) {
  if (profiles.links.length === 0) return null;
  return (
    <section aria-labelledby="profiles-title" className="mx-auto max-w-5xl px-4 py-12 md:px-6 md:py-16">
      <SectionHeading id="profiles-title" title={profiles.heading} />
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {profiles.links.map((link) => (
          <li key={link.href + link.label} className="flex">
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex w-full flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm transition hover:border-emerald-400 hover:shadow-md"
            >
              <span className="inline-flex items-center gap-2 text-lg font-bold text-navy-950">
                {/* The site's name (TradingView, Twitter, YouTube): a brand, not a word to translate. */}
                <span translate="no">{link.label}</span>
                <ExternalLink className="size-4 text-emerald-700" aria-hidden />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </span>
              <span className="mt-1 text-sm text-navy-700">{link.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
