import { SkeletonBar, SkeletonHead, SkeletonList } from '../../../components/ui/skeleton.tsx';

/** Cards' shapes while trade wisdom loads. */
export function WisdomSkeleton({ count, label }: { count: number; label?: string }) {
  return (
    <SkeletonList count={count} label={label} className="space-y-4">
      {(n) => (
        <div key={n} className="animate-pulse space-y-3 rounded-2xl border border-navy-100 bg-white p-4 md:p-5">
          <SkeletonHead mark="size-11 rounded-full" first="h-4 w-32" second="h-3 w-16" />
          <SkeletonBar className="h-4 w-full" />
          <SkeletonBar className="h-4 w-4/5" />
          <SkeletonBar className="aspect-[16/9] w-full rounded-xl" />
        </div>
      )}
    </SkeletonList>
  );
}
