import { useState } from 'react';
import { ArrowLeft, ExternalLink, GraduationCap, UsersRound, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSiteContact } from '../../../lib/site-contact.ts';
import { LoginForm } from '../components/login-form.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';

const OPTION =
  'group flex w-full items-center gap-4 rounded-xl border border-navy-100 bg-white p-4 text-left transition hover:border-emerald-400 hover:shadow-md';

/** The inside of a login choice: icon tile, title and a blurb (hidden from screen readers, so the title alone names the choice). */
function OptionBody({ icon: Icon, tile, title, blurb }: { icon: LucideIcon; tile: string; title: string; blurb: string }) {
  return (
    <>
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg', tile)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="flex-1">
        <span className="block font-bold text-navy-950">{title}</span>
        <span className="block text-sm text-navy-600" aria-hidden>
          {blurb}
        </span>
      </span>
    </>
  );
}

/** Spec §2 Login: first a choice between the course site and this platform. */
export default function LoginPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Login`, description: t`Log in to The Lazy Trader for the members community, trade alerts and courses.` });
  const [platform, setPlatform] = useState(false);
  const { courseSiteUrl } = useSiteContact();
  return (
    <section className="relative flex flex-1 items-start justify-center bg-gradient-to-b from-navy-50 to-slate-50 px-4 py-10 md:items-center md:py-16">
      <Card className="w-full max-w-md p-6 md:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-navy-950 md:text-3xl">
          <Trans>Login</Trans>
        </h1>
        {platform ? (
          <>
            <p className="mt-1 mb-6 text-sm text-navy-700">
              <Trans>Sign in to the community platform.</Trans>
            </p>
            <LoginForm autoFocus />
            <button
              type="button"
              onClick={() => setPlatform(false)}
              className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-navy-700 hover:text-navy-950"
            >
              <ArrowLeft className="size-4" aria-hidden /> <Trans>Back</Trans>
            </button>
          </>
        ) : (
          <>
            <p className="mt-1 mb-6 text-sm text-navy-700">
              <Trans>Where would you like to go?</Trans>
            </p>
            <div className="space-y-3">
              <button type="button" onClick={() => setPlatform(true)} className={OPTION}>
                <OptionBody
                  icon={UsersRound}
                  tile="bg-navy-950 text-emerald-300"
                  title={t`Platform Login`}
                  blurb={t`Community, watchlist and trade alerts`}
                />
              </button>
              {courseSiteUrl && <a href={courseSiteUrl} target="_blank" rel="noopener noreferrer" className={OPTION}>
                <OptionBody
                  icon={GraduationCap}
                  tile="bg-emerald-100 text-emerald-800"
                  title={t`Course Login`}
                  blurb={t`Masterclass videos on the course site`}
                />
                <ExternalLink className="size-4 text-navy-500" aria-hidden />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>}
            </div>
          </>
        )}
      </Card>
    </section>
  );
}
