import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog.tsx';

/**
 * The server stores a query's picture and answers its URL in our image store (a path such as
 * /uploads/images/….webp, or the CDN's https address): anything else is not shown.
 */
export function isStoreImage(src: string): boolean {
  return (src.startsWith('/') && !src.startsWith('//')) || src.startsWith('https://');
}

/** A thumbnail of the attached image that opens it large in a dialog (Esc or Close to leave). */
export function QueryImage({ src, from }: { src: string | null; from: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!src || !isStoreImage(src)) return <span className="text-navy-500">—</span>;
  return (
    <>
      <button
        type="button"
        aria-label={t`View image from ${from}`}
        onClick={() => setOpen(true)}
        className="block size-14 shrink-0 overflow-hidden rounded-lg border border-navy-200 bg-navy-50 hover:border-navy-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
      >
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t`Image from ${from}`} wide>
        <img src={src} alt={t`Attached by ${from}`} className="mx-auto max-h-[68vh] w-auto max-w-full object-contain" />
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
        >
          <Trans>Open in a new tab</Trans>
          <ExternalLink className="size-4" aria-hidden />
        </a>
      </Dialog>
    </>
  );
}
