import { useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { ExternalLink, X } from 'lucide-react';

/**
 * The server stores a query's picture and answers its URL in our image store (a path such as
 * /uploads/images/….webp, or the CDN's https address): anything else is not shown.
 */
export function isStoreImage(src: string): boolean {
  return (src.startsWith('/') && !src.startsWith('//')) || src.startsWith('https://');
}

/** A thumbnail of the attached image that opens it large in a dialog (Esc or Close to leave). */
export function QueryImage({ src, from }: { src: string | null; from: string }) {
  const [open, setOpen] = useState(false);
  if (!src || !isStoreImage(src)) return <span className="text-navy-500">—</span>;
  const title = `Image from ${from}`;
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        aria-label={`View image from ${from}`}
        className="block size-14 shrink-0 overflow-hidden rounded-lg border border-navy-200 bg-navy-50 hover:border-navy-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500"
      >
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-navy-950/70 backdrop-blur-sm" />
        <RadixDialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100%-1.5rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 animate-fade-in flex-col rounded-2xl bg-white p-4 text-navy-900 shadow-2xl focus:outline-none md:p-6">
          <div className="mb-3 flex items-start justify-between gap-4">
            <RadixDialog.Title className="min-w-0 text-lg font-bold break-words text-navy-950">{title}</RadixDialog.Title>
            <RadixDialog.Close className="rounded-md p-1 text-navy-500 hover:bg-navy-50 hover:text-navy-900" aria-label="Close">
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">The image attached to this query, full size.</RadixDialog.Description>
          <div className="min-h-0 flex-1 overflow-auto">
            <img src={src} alt={`Attached by ${from}`} className="mx-auto max-h-[72vh] w-auto max-w-full object-contain" />
          </div>
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
          >
            Open in a new tab
            <ExternalLink className="size-4" aria-hidden />
          </a>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
