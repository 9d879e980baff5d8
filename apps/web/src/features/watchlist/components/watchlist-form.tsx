import { useId, useState } from 'react';
import {
  COMMUNITY_MSG, DEFAULT_WATCHLIST_TYPE, WATCHLIST_LIMITS, WATCHLIST_TYPES, WatchlistInputSchema, type Watchlist, type WatchlistType,
} from '@tlt/shared/community';
import { chartImagesOf, imagesForCheck, type ChartImage } from '../../../components/chart-images/chart-image.ts';
import { ImageField } from '../../../components/chart-images/image-field.tsx';
import { useChartImages } from '../../../components/chart-images/use-chart-images.ts';
import { useChartItemSave } from '../../../components/chart-images/use-chart-item-save.ts';
import { SheetForm } from '../../../components/ui/form-sheet.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { firstIssues } from '../../../lib/form-issues.ts';
import { useSaveWatchlist } from '../api/save-watchlist.ts';

const ERROR_TITLE = COMMUNITY_MSG.createWatchlistErrorTitle;
const CATEGORY_OPTIONS = WATCHLIST_TYPES.map((t) => ({ value: t, label: t }));
/** An edited list keeps its category; one without (Other) must be given one. A new one starts on Stocks (§5). */
const startingType = (w?: Watchlist): string =>
  w ? (WATCHLIST_TYPES as readonly string[]).find((t) => t === w.types[0]) ?? '' : DEFAULT_WATCHLIST_TYPE;

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
  const chart = useChartImages(images, setImages, { errorTitle: ERROR_TITLE });
  const save = useSaveWatchlist();
  const { shown, saving, submit } = useChartItemSave({
    errorTitle: ERROR_TITLE,
    failedMessage: COMMUNITY_MSG.saveWatchlistFailed,
    successMessage: editing ? COMMUNITY_MSG.watchlistUpdated : COMMUNITY_MSG.watchlistCreated,
    check: () => {
      const parsed = WatchlistInputSchema.safeParse({ title, images: imagesForCheck(images), types: type ? [type] : [] });
      return parsed.success ? {} : firstIssues(parsed.error);
    },
    images,
    replaceAll: chart.replaceAll,
    save: (urls) => save.mutateAsync({ id: watchlist?._id, input: { title: title.trim(), images: urls, types: [type as WatchlistType] } }),
    onDone,
  });

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
