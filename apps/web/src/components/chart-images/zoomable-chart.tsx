import { useEffect } from 'react';
import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { MAX_SCALE } from './zoom-math.ts';
import { usePinchZoom } from './use-pinch-zoom.ts';
import { useLingui } from '@lingui/react/macro';

const TOOL = 'rounded-full p-2 text-white hover:bg-white/20 disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * One chart at full size that zooms in place: pinch or double tap on a phone, the wheel or a
 * double click with a mouse, + / - / 0 or the buttons from a keyboard (decision 0020).
 */
export function ZoomableChart({ src, alt, onSwipe }: { src: string; alt: string; onSwipe?: (direction: 1 | -1) => void }) {
  const { t } = useLingui();
  const { stageRef, imageRef, handlers, style, view, zoomed, zoomIn, zoomOut, reset } = usePinchZoom({ onSwipe });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === '+' || e.key === '=') zoomIn();
      else if (e.key === '-') zoomOut();
      else if (e.key === '0') reset();
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [zoomIn, zoomOut, reset]);

  return (
    <>
      <div
        ref={stageRef}
        data-testid="chart-zoom-stage"
        {...handlers}
        className={cn(
          'absolute inset-0 flex touch-none items-center justify-center overflow-hidden p-3 select-none md:p-10',
          zoomed ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in',
        )}
      >
        <img
          ref={imageRef}
          src={src}
          alt={alt}
          draggable={false}
          style={style}
          className="max-h-full max-w-full rounded-lg object-contain shadow-2xl will-change-transform"
        />
      </div>
      <div role="toolbar" aria-label={t`Zoom`} className="absolute right-3 bottom-3 z-10 flex gap-1 rounded-full bg-white/10 p-1 backdrop-blur-sm">
        <button type="button" aria-label={t`Zoom out`} onClick={zoomOut} disabled={!zoomed} className={TOOL}>
          <ZoomOut className="size-5" aria-hidden />
        </button>
        <button type="button" aria-label={t`Fit to screen`} onClick={reset} disabled={!zoomed} className={TOOL}>
          <Maximize2 className="size-5" aria-hidden />
        </button>
        <button type="button" aria-label={t`Zoom in`} onClick={zoomIn} disabled={view.scale >= MAX_SCALE} className={TOOL}>
          <ZoomIn className="size-5" aria-hidden />
        </button>
      </div>
    </>
  );
}
