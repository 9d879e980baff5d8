import { MSG } from '@tlt/shared/messages';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '@tlt/shared/upload';

/** Spec §5 images: png, jpg or jpeg under 2 MB, checked before anything is sent. */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_ACCEPT as readonly string[]).includes(file.type)) return MSG.imageType;
  if (file.size > IMAGE_MAX_BYTES) return MSG.imageTooLarge;
  return null;
}
