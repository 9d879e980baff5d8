import { SkeletonBar, SkeletonHead, SkeletonList } from '../../../components/ui/skeleton.tsx';
import { useLingui } from '@lingui/react/macro';

/** Placeholder with a card's usual height, so the feed does not jump when posts arrive. */
export function PostCardSkeleton() {
  return (
    <div aria-hidden className="@container animate-pulse space-y-3 rounded-2xl border border-navy-100 bg-white p-4 md:p-5">
      <SkeletonHead mark="size-11 rounded-full" first="h-3.5 w-32" second="h-3 w-20" />
      <SkeletonBar className="h-4 w-11/12 bg-navy-100" />
      <SkeletonBar className="h-4 w-2/3 bg-navy-100" />
      <SkeletonBar className="aspect-[16/9] w-full rounded-xl" />
      <div className="grid grid-cols-2 gap-2 @md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <SkeletonBar key={i} className="h-12 rounded-lg" />
        ))}
      </div>
      <div className="h-9 border-t border-navy-100" />
    </div>
  );
}

export function PostListSkeleton({ count = 2 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <SkeletonList count={count} label={t`Loading posts`} className="space-y-4">
      {(i) => <PostCardSkeleton key={i} />}
    </SkeletonList>
  );
}
