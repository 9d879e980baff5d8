import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { IMAGE_MAX_BYTES, imageFileProblem, isImageSizeAllowed } from './upload.ts';

describe('the one image rule of every upload field (spec: png, jpg or jpeg, under 2 MB)', () => {
  const file = (o: Partial<{ type: string; name: string; size: number }>) => ({ type: 'image/png', name: 'chart.png', size: 1000, ...o });

  it('refuses 2 MB itself, not a byte less', () => {
    expect(isImageSizeAllowed(IMAGE_MAX_BYTES - 1)).toBe(true);
    expect(isImageSizeAllowed(IMAGE_MAX_BYTES)).toBe(false);
    expect(imageFileProblem(file({ size: IMAGE_MAX_BYTES }))).toBe(MSG.imageTooLarge);
    expect(imageFileProblem(file({ size: IMAGE_MAX_BYTES - 1 }))).toBeNull();
  });

  it('takes png and jpeg by type, and by name when a pasted screenshot has no type; the type is said first', () => {
    expect(imageFileProblem(file({ type: 'image/jpeg', name: 'x.jpg' }))).toBeNull();
    expect(imageFileProblem(file({ type: '', name: 'Screenshot.PNG' }))).toBeNull();
    expect(imageFileProblem(file({ type: '', name: 'notes.txt' }))).toBe(MSG.imageType);
    expect(imageFileProblem(file({ type: 'image/gif', name: 'a.gif' }))).toBe(MSG.imageType);
    expect(imageFileProblem(file({ type: 'image/webp', name: 'a.png', size: IMAGE_MAX_BYTES * 2 }))).toBe(MSG.imageType);
  });
});
