import { cn } from '../../../lib/cn.ts';

/** Prose styles for the editor's small tag set (p, h2–h4, lists, quotes, code, links, images). */
export const PROSE = cn(
  'text-base leading-relaxed text-navy-800 md:text-lg',
  '[&_p]:my-4 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-navy-950',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy-950',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-bold [&_h4]:text-navy-950',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_a]:font-semibold [&_a]:text-emerald-700 [&_a]:underline [&_strong]:font-bold [&_strong]:text-navy-950',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-emerald-400 [&_blockquote]:bg-emerald-50/60',
  '[&_blockquote]:py-3 [&_blockquote]:pr-3 [&_blockquote]:pl-4 [&_blockquote]:font-medium [&_blockquote]:text-navy-900',
  '[&_code]:rounded [&_code]:bg-navy-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:break-words',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-navy-950 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-white',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_hr]:my-8 [&_hr]:border-navy-100',
);

/**
 * The blog's text. The server sanitised it with an allow-list when it was saved
 * (no scripts, no event handlers, no javascript: URLs), so it is rendered as HTML.
 */
export function BlogBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn(PROSE, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
