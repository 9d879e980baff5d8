import { RotateCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button, buttonStyles } from '../components/ui/button.tsx';
import { reloadPage } from '../lib/reload-page.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizePath } from '@tlt/shared/i18n/locale';
import { currentLocale } from '../lib/i18n.ts';

const RELOADED_KEY = 'tlt:reloaded-for-new-version';

/** A page file from an older build is gone after a deploy: the browser throws these. */
export function isStaleChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError/i.test(text);
}

/**
 * Shown instead of React Router's developer page. After a deploy the open tab asks for a
 * page file that no longer exists: reload once to pick up the new build; never loop.
 */
export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  if (stale && !sessionStorage.getItem(RELOADED_KEY)) {
    sessionStorage.setItem(RELOADED_KEY, '1');
    reloadPage();
    return null;
  }
  if (!stale) console.error(error);
  return (
    <section className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="text-2xl font-extrabold text-navy-950 md:text-3xl">
        {stale ? t`A new version of the site is available` : t`Something went wrong`}
      </h1>
      <p className="mt-2 max-w-md text-navy-700">
        {stale ? t`Reload the page to continue.` : t`Please reload the page. If it keeps happening, contact us.`}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => { sessionStorage.removeItem(RELOADED_KEY); reloadPage(); }}>
          <RotateCw className="size-5" aria-hidden /> <Trans>Reload</Trans>
        </Button>
        <a href={localizePath('/', currentLocale())} className={buttonStyles('secondary', 'lg')}>
          <Trans>Go To Home</Trans>
        </a>
      </div>
    </section>
  );
}
