import { GraduationCap, Smartphone, type LucideIcon } from 'lucide-react';
import { APPS, type AppId } from '../../lib/site-config.ts';
import { StoreBadges } from './store-badges.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const BLURBS: Record<AppId, { icon: LucideIcon; text: MessageDescriptor }> = {
  community: { icon: Smartphone, text: msg`Trade alerts, the community feed, the watchlist and the trade calculator on your phone.` },
  course: { icon: GraduationCap, text: msg`Watch the masterclasses anywhere, and pick up where you left off.` },
};

/** The mobile apps (spec §1: promoted on the thank-you and profile screens). */
export function AppPromo({ apps, headingLevel = 2 }: { apps: AppId[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const { t } = useLingui();
  return (
    <section aria-labelledby="app-promo-title" className="rounded-2xl bg-navy-950 p-6 text-white md:p-8">
      <Heading id="app-promo-title" className="text-xl font-bold md:text-2xl">
        <Trans>Get the apps</Trans>
      </Heading>
      <ul className="mt-5 grid gap-6 md:grid-cols-2">
        {apps.map((id) => {
          const { icon: Icon, text } = BLURBS[id];
          return (
            <li key={id} className="rounded-xl border border-white/10 bg-white/[0.04] p-5">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-emerald-400/15 text-emerald-300">
                  <Icon className="size-5" aria-hidden />
                </span>
                <Sub translate="no" className="font-semibold">{APPS[id].name}</Sub>
              </div>
              <p className="mt-3 text-sm text-navy-200">{t(text)}</p>
              <div className="mt-4">
                <StoreBadges app={id} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
