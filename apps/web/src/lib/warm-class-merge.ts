import { cn } from './cn.ts';

/**
 * tailwind-merge builds its whole class map on its first call (about 20 ms on a fast laptop, four
 * times that on a mid-range phone). Called in a task of its own before the first render, so that
 * cost is not added to the render of whichever component first calls `cn` (the header).
 */
export function warmClassMerge(): void {
  cn('p-0', 'p-1');
}
