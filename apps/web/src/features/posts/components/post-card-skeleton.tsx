/** Placeholder with a card's usual height, so the feed does not jump when posts arrive. */
export function PostCardSkeleton() {
  return (
    <div aria-hidden className="@container space-y-3 rounded-2xl border border-navy-100 bg-white p-4 md:p-5">
      <div className="flex items-center gap-3">
        <div className="size-11 animate-pulse rounded-full bg-navy-100" />
        <div className="flex-1 space-y-2">
          <div className="h-3.5 w-32 animate-pulse rounded bg-navy-100" />
          <div className="h-3 w-20 animate-pulse rounded bg-navy-50" />
        </div>
      </div>
      <div className="h-4 w-11/12 animate-pulse rounded bg-navy-100" />
      <div className="h-4 w-2/3 animate-pulse rounded bg-navy-100" />
      <div className="aspect-[16/9] w-full animate-pulse rounded-xl bg-navy-50" />
      <div className="grid grid-cols-2 gap-2 @md:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-lg bg-navy-50" />
        ))}
      </div>
      <div className="h-9 border-t border-navy-100" />
    </div>
  );
}

export function PostListSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading posts" className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <PostCardSkeleton key={i} />
      ))}
    </div>
  );
}
