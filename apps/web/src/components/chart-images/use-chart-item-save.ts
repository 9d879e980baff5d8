import { useState } from 'react';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast.ts';
import { useUploadImage } from '../../lib/upload-image.ts';
import type { ChartImage } from './chart-image.ts';
import { uploadChartImages } from './upload-chart-images.ts';
import { translateShared } from '../../lib/i18n.ts';

/** The api-client already told the user about these (expired session or plan, the terms) and moved on. */
const HANDLED_BY_CLIENT = new Set([401, 402, 403]);

interface ChartItemSave {
  /** The form's error title ("Create Watch List Error"). */
  errorTitle: string;
  /** Ours, for an upload or network failure. */
  failedMessage: string;
  successMessage: string;
  /** Each field's first message, empty when the form may be sent (the shared schema's check). */
  check: () => Record<string, string>;
  images: readonly ChartImage[];
  /** Swaps the previews for the stored URLs, so a retry after a failed save uploads nothing twice. */
  replaceAll: (urls: string[]) => void;
  save: (urls: string[]) => Promise<unknown>;
  onDone: () => void;
}

/**
 * The save of an admin's form with chart images (watchlists, trade wisdom): check with the shared
 * schema (the first message toasted under the form's title, every field's shown from then on),
 * upload the new images, save, toast. A refusal by the server (400, 404) shows its own message.
 */
export function useChartItemSave(o: ChartItemSave) {
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const upload = useUploadImage();

  const failed = (err: unknown) => {
    if (err instanceof ApiError && HANDLED_BY_CLIENT.has(err.code)) return;
    if (err instanceof ApiError && (err.code === 400 || err.code === 404)) toast.error(o.errorTitle, { description: err.message });
    else toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: o.failedMessage });
  };

  const submit = async () => {
    setTried(true);
    const first = Object.values(o.check())[0];
    if (first) {
      toast.error(o.errorTitle, { description: first });
      return;
    }
    setSaving(true);
    try {
      let urls: string[];
      try {
        urls = await uploadChartImages(o.images, upload.mutateAsync);
      } catch {
        toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: o.failedMessage });
        return;
      }
      if (o.images.some((i) => i.file)) o.replaceAll(urls);
      await o.save(urls);
      toast.success(o.successMessage);
      o.onDone();
    } catch (err) {
      failed(err);
    } finally {
      setSaving(false);
    }
  };

  // After the first try, each change re-checks, so a message goes as soon as its field is put right.
  return { shown: tried ? o.check() : null, saving, submit };
}
