import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { CloseButton, DialogDescription, DialogShell, DialogTitle } from '../ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { ZoomableChart } from './zoomable-chart.tsx';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Tile shapes per image count, so the grid keeps its height before the images arrive. Every tile
 * has a chart's own 16:9 shape and shows the whole image (object-contain): a 4:3 tile cut a chart's
 * title and price axis off on phones (issue 26), and a chart's labels are what it says.
 */
const LAYOUT: Record<number, string[]> = {
  1: ['col-span-2'],
  2: ['', ''],
  3: ['col-span-2', '', ''],
  4: ['', '', '', ''],
};

/** The post's chart images (1–4); a tap opens them large. */
export function PostImages({ images, title }: { images: string[]; title: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<number | null>(null);
  const total = images.length;
  if (images.length === 0) return null;
  const shapes = LAYOUT[Math.min(images.length, 4)];
  return (
    <>
      <div className="grid grid-cols-2 gap-1.5 overflow-hidden rounded-xl">
        {images.slice(0, 4).map((src, i) => (
          <button
            key={src + i}
            type="button"
            onClick={() => setOpen(i)}
            aria-label={t`View chart ${i + 1} of ${total} large`}
            className={cn('group relative aspect-[16/9] overflow-hidden bg-navy-50', shapes[i])}
          >
            <img
              src={src}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-contain transition duration-300 group-hover:scale-[1.02]"
            />
          </button>
        ))}
      </div>
      <ImageViewer images={images} index={open} onIndex={setOpen} title={title} />
    </>
  );
}

function ImageViewer({ images, index, onIndex, title }: { images: string[]; index: number | null; onIndex: (i: number | null) => void; title: string }) {
  const { t } = useLingui();
  const many = images.length > 1;
  const n = (index ?? 0) + 1;
  const total = images.length;
  const step = (d: number) => index !== null && onIndex((index + d + images.length) % images.length);
  return (
    <DialogShell
      open={index !== null}
      onOpenChange={(o) => !o && onIndex(null)}
      overlayClassName="bg-navy-950/95 backdrop-blur-none"
      className="inset-0 flex items-center justify-center animate-none"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
    >
      <DialogTitle className="sr-only">{t`Chart ${n} of ${total}: ${title}`}</DialogTitle>
      <DialogDescription className="sr-only">
        <Trans>Pinch, double tap or use the zoom buttons to zoom; drag to move a zoomed chart.</Trans>
        {many ? <> <Trans>Use the arrow keys or swipe to see the other charts.</Trans></> : null}
      </DialogDescription>
      {/* Keyed by chart, so each one opens fitted. */}
      {index !== null && <ZoomableChart key={index} src={images[index]} alt={t`Chart ${n}`} onSwipe={many ? step : undefined} />}
      <CloseButton className="absolute top-3 right-3 z-10 rounded-full bg-white/10 p-2 text-white hover:bg-white/20 hover:text-white" iconClassName="size-6" />
      {many && (
        <>
          <button type="button" aria-label={t`Previous chart`} onClick={() => step(-1)} className="absolute left-2 z-10 rounded-full bg-white/10 p-2 text-white hover:bg-white/20 md:left-4">
            <ChevronLeft className="size-7" aria-hidden />
          </button>
          <button type="button" aria-label={t`Next chart`} onClick={() => step(1)} className="absolute right-2 z-10 rounded-full bg-white/10 p-2 text-white hover:bg-white/20 md:right-4">
            <ChevronRight className="size-7" aria-hidden />
          </button>
          <p className="absolute bottom-4 left-1/2 z-10 -translate-x-1/2 rounded-full bg-white/10 px-3 py-1 text-sm text-white">
            {(index ?? 0) + 1} / {images.length}
          </p>
        </>
      )}
    </DialogShell>
  );
}
