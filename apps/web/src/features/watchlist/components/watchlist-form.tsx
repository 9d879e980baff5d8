import { useId, useState } from 'react';
import {
  COMMUNITY_MSG, DEFAULT_WATCHLIST_TYPE, WATCHLIST_LIMITS, WATCHLIST_TYPES, WatchlistInputSchema, type Watchlist, type WatchlistType,
} from '@tlt/shared/community';
import { chartImagesOf, imagesForCheck, type ChartImage } from '../../../components/chart-images/chart-image.ts';
import { ImageField } from '../../../components/chart-images/image-field.tsx';
import { uploadChartImages } from '../../../components/chart-images/upload-chart-images.ts';
import { useChartImages } from '../../../components/chart-images/use-chart-images.ts';
import { SheetForm } from '../../../components/ui/form-sheet.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { firstIssues } from '../../../lib/form-issues.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveWatchlist } from '../api/save-watchlist.ts';

const ERROR_TITLE = COMMUNITY_MSG.createWatchlistErrorTitle;
const CATEGORY_OPTIONS = WATCHLIST_TYPES.map((t) => ({ value: t, label: t }));
/** The api-client already told the user about these (expired session or plan, the terms) and moved on. */
const HANDLED_BY_CLIENT = new Set([401, 402, 403]);

/** An edited list keeps its category; one without (Other) must be given one. A new one starts on Stocks (§5). */
const startingType = (w?: Watchlist): string =>
  w ? (WATCHLIST_TYPES as readonly string[]).find((t) => t === w.types[0]) ?? '' : DEFAULT_WATCHLIST_TYPE;

function saveFailed(err: unknown): void {
  if (err instanceof ApiError && HANDLED_BY_CLIENT.has(err.code)) return;
  // The server's refusal says which rule (400) or that the list is gone (404).
  if (err instanceof ApiError && (err.code === 400 || err.code === 404)) toast.error(ERROR_TITLE, { description: err.message });
  else toast.error(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.saveWatchlistFailed });
}

/**
 * Create or edit a watchlist (admins): title, one category, one to four chart images (picked or
 * pasted). The shared WatchlistInputSchema checks it here first, with the spec's messages, toasted
 * under "Create Watch List Error" and shown by each field; new images are uploaded, then saved.
 */
export function WatchlistForm({ watchlist, onDone }: { watchlist?: Watchlist; onDone: () => void }) {
  const id = useId();
  const editing = !!watchlist;
  const [title, setTitle] = useState(watchlist?.title ?? '');
  const [type, setType] = useState(() => startingType(watchlist));
  const [images, setImages] = useState<ChartImage[]>(() => chartImagesOf(watchlist?.images));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const chart = useChartImages(images, setImages, { errorTitle: ERROR_TITLE });
  const save = useSaveWatchlist();

  const check = (next: { title: string; type: string; images: ChartImage[] }) => {
    const parsed = WatchlistInputSchema.safeParse({ title: next.title, images: imagesForCheck(next.images), types: next.type ? [next.type] : [] });
    return parsed.success ? {} : firstIssues(parsed.error);
  };
  // After the first try, each change re-checks, so a message goes as soon as its field is put right.
  const shown = tried ? check({ title, type, images }) : null;

  const submit = async () => {
    const found = check({ title, type, images });
    setTried(true);
    const first = Object.values(found)[0];
    if (first) {
      toast.error(ERROR_TITLE, { description: first });
      return;
    }
    setSaving(true);
    try {
      let urls: string[];
      try {
        urls = await uploadChartImages(images);
      } catch {
        toast.error(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.saveWatchlistFailed });
        return;
      }
      // The previews give way to the stored URLs, so a retry after a failed save uploads nothing twice.
      if (images.some((i) => i.file)) chart.replaceAll(urls);
      await save.mutateAsync({ id: watchlist?._id, input: { title: title.trim(), images: urls, types: [type as WatchlistType] } });
      toast.success(editing ? COMMUNITY_MSG.watchlistUpdated : COMMUNITY_MSG.watchlistCreated);
      onDone();
    } catch (err) {
      saveFailed(err);
    } finally {
      setSaving(false);
    }
  };

  const typeError = shown?.types;
  return (
    <SheetForm
      title={editing ? 'Edit Watchlist' : 'Create Watchlist'}
      description="Members are notified of a new watchlist."
      submitLabel={editing ? 'Update Watchlist' : 'Create Watchlist'}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <TextField
        id={`${id}-title`}
        label="Title"
        value={title}
        maxLength={WATCHLIST_LIMITS.titleMaxChars}
        placeholder="e.g. Breakout candidates for this week"
        onChange={(e) => setTitle(e.target.value)}
        error={shown?.title}
      />
      <div className="space-y-1.5">
        <SelectField
          id={`${id}-type`}
          label="Category"
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          value={type}
          onChange={(e) => setType(e.target.value)}
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${id}-type-error` : undefined}
          className={typeError ? 'border-red-600' : undefined}
        />
        {typeError && (
          <p id={`${id}-type-error`} role="alert" className="text-sm font-medium text-red-700">
            {typeError}
          </p>
        )}
      </div>
      <ImageField images={images} onAdd={chart.add} onRemove={chart.remove} error={shown?.images} required />
    </SheetForm>
  );
}
