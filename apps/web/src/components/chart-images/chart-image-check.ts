import { COMMUNITY_LIMITS, COMMUNITY_MSG } from '@tlt/shared/community';
import { MSG } from '@tlt/shared/messages';
import { isImageSizeAllowed, isImageTypeAllowed } from '@tlt/shared/upload';
import { toast } from '../../lib/toast.ts';
import { translateShared } from '../../lib/i18n.ts';

export type ImageSource = 'paste' | 'picker';

/**
 * Which of the offered files may join the `current` ones (community.md §5): png/jpg/jpeg only,
 * under 2 MB (2 MB or more is dropped), at most 4 in all. Each refusal is toasted once, under
 * the form's error title (a post's by default; watchlists and trade wisdom have their own, §5).
 */
export function admitImages(offered: File[], current: number, source: ImageSource, title: string = translateShared(COMMUNITY_MSG.createPostErrorTitle)): File[] {
  const typed = offered.filter(isImageTypeAllowed);
  if (typed.length < offered.length) toast.error(title, { description: translateShared(MSG.imageType) });
  const sized = typed.filter((f) => isImageSizeAllowed(f.size));
  if (sized.length < typed.length) toast.error(title, { description: translateShared(COMMUNITY_MSG.imageTooLarge) });
  const room = Math.max(0, COMMUNITY_LIMITS.maxImages - current);
  if (sized.length > room) {
    toast.error(source === 'paste' ? translateShared(COMMUNITY_MSG.clipboardErrorTitle) : title, { description: translateShared(COMMUNITY_MSG.maxImages) });
  }
  return sized.slice(0, room);
}

/** Files on the clipboard (a screenshot arrives as one); text pastes have none. */
export function clipboardFiles(data: DataTransfer | null): File[] {
  if (!data) return [];
  const files = Array.from(data.files ?? []);
  if (files.length) return files;
  return Array.from(data.items ?? [])
    .filter((i) => i.kind === 'file')
    .map((i) => i.getAsFile())
    .filter((f): f is File => f !== null);
}
