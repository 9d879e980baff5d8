import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/** What a visitor sees of a locked blog: its preview (in the post's language `lang`) and the way in. */
export function LockedPreview({ preview, lang }: { preview: string | null; lang?: string }) {
  const { token } = useSession();
  const { t } = useLingui();
  return (
    <section aria-labelledby="locked-title">
      {preview && (
        <div className="relative">
          <p lang={lang} className="text-base leading-relaxed whitespace-pre-line text-navy-800 md:text-lg">{preview}</p>
          <div aria-hidden className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-slate-50" />
        </div>
      )}
      <div className="mt-8 rounded-2xl bg-navy-950 px-5 py-8 text-center text-white md:px-10">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-400/15 text-emerald-300">
          <Lock className="size-6" aria-hidden />
        </span>
        <h2 id="locked-title" className="mt-4 text-xl font-extrabold md:text-2xl">
          <Trans>This article is for members</Trans>
        </h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-white/75 md:text-base">
          {token
            ? t`Your membership is not active. Renew it to read the full article and every members-only guide.`
            : t`Join the community to read the full article, every members-only guide and our real-time trade alerts.`}
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={PATHS.register} className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
            <Trans>Become a member</Trans>
          </Link>
          {!token && (
            <Link to={PATHS.login} className={buttonStyles('inverse', 'lg', 'w-full sm:w-auto')}>
              <Trans>Login</Trans>
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
