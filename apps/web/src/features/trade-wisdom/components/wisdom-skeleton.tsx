/** Cards' shapes while trade wisdom loads. */
export function WisdomSkeleton({ count }: { count: number }) {
  return (
    <div className="space-y-4" aria-hidden>
      {Array.from({ length: count }, (_, n) => (
        <div key={n} className="animate-pulse space-y-3 rounded-2xl border border-navy-100 bg-white p-4 md:p-5">
          <div className="flex items-center gap-3">
            <span className="size-11 rounded-full bg-navy-100" />
            <span className="flex-1 space-y-2">
              <span className="block h-4 w-32 rounded bg-navy-100" />
              <span className="block h-3 w-16 rounded bg-navy-50" />
            </span>
          </div>
          <span className="block h-4 w-full rounded bg-navy-50" />
          <span className="block h-4 w-4/5 rounded bg-navy-50" />
          <span className="block aspect-[16/9] w-full rounded-xl bg-navy-50" />
        </div>
      ))}
    </div>
  );
}
