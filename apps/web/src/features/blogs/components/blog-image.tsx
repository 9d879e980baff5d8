import { Newspaper } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** A blog's feature image at the 1200×630 sharing ratio, or a quiet placeholder. */
export function BlogImage({ src, className, eager }: { src: string | null; className?: string; eager?: boolean }) {
  return (
    <div className={cn('aspect-[40/21] overflow-hidden bg-navy-900', className)}>
      {src ? (
        <img src={src} alt="" width={1200} height={630} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async"
          className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-navy-400">
          <Newspaper className="size-10" aria-hidden />
        </div>
      )}
    </div>
  );
}
