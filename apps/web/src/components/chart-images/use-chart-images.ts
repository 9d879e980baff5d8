import { useCallback, useEffect, useRef } from 'react';
import { admitImages, clipboardFiles, type ImageSource } from './chart-image-check.ts';
import { imageId, type ChartImage } from './chart-image.ts';

const revoke = (images: ChartImage[]) => images.forEach((i) => i.file && URL.revokeObjectURL(i.url));

/**
 * Adds picked or pasted files as previews (object URLs) and removes them; a paste anywhere
 * while the dialog is open counts. Object URLs are revoked on removal and when the form goes.
 * `errorTitle` heads the refusal toasts (default: the post form's).
 */
export function useChartImages(images: ChartImage[], setImages: (next: ChartImage[]) => void, { errorTitle }: { errorTitle?: string } = {}) {
  // Two quick pastes land before a re-render; the ref keeps the count honest between them.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  const update = useCallback(
    (next: ChartImage[]) => {
      latest.current = next;
      setImages(next);
    },
    [setImages],
  );

  const add = useCallback(
    (files: File[], source: ImageSource) => {
      const admitted = admitImages(files, latest.current.length, source, errorTitle);
      if (admitted.length) update([...latest.current, ...admitted.map((file) => ({ id: imageId(), url: URL.createObjectURL(file), file }))]);
    },
    [update, errorTitle],
  );

  const remove = useCallback(
    (id: string) => {
      revoke(latest.current.filter((i) => i.id === id));
      update(latest.current.filter((i) => i.id !== id));
    },
    [update],
  );

  /** After upload the previews give way to the stored URLs, so a retry does not upload twice. */
  const replaceAll = useCallback(
    (urls: string[]) => {
      revoke(latest.current);
      update(latest.current.map((img, n) => ({ id: img.id, url: urls[n] ?? img.url })));
    },
    [update],
  );

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = clipboardFiles(e.clipboardData);
      if (!files.length) return;
      e.preventDefault();
      add(files, 'paste');
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [add]);

  useEffect(() => () => revoke(latest.current), []);

  return { add, remove, replaceAll };
}
