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
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';
import { categoryName } from './category-name.ts';

const errorTitle = () => translateShared(COMMUNITY_MSG.createWatchlistErrorTitle);
/** An edited list keeps its category; one without (Other) must be given one. A new one starts on Stocks (§5). */
const startingType = (w?: Watchlist): string =>
  w ? (WATCHLIST_TYPES as readonly string[]).find((t) => t === w.types[0]) ?? '' : DEFAULT_WATCHLIST_TYPE;

/**
 * Create or edit a watchlist (admins): title, one category, one to four chart images (picked or
 * pasted). The shared WatchlistInputSchema checks it here first, with the spec's messages, toasted
 * under "Create Watch List Error" and shown by each field; new images are uploaded, then saved.
 */
export function WatchlistForm({ watchlist, onDone }: { watchlist?: Watchlist; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const editing = !!watchlist;
  const [title, setTitle] = useState(watchlist?.title ?? '');
  const [type, setType] = useState(() => startingType(watchlist));
  const [images, setImages] = useState<ChartImage[]>(() => chartImagesOf(watchlist?.images));
  const chart = useChartImages(images, setImages, { errorTitle: errorTitle() });
  const save = useSaveWatchlist();
  const { shown, saving, submit } = useChartItemSave({
    errorTitle: errorTitle(),
    failedMessage: translateShared(COMMUNITY_MSG.saveWatchlistFailed),
    successMessage: translateShared(editing ? COMMUNITY_MSG.watchlistUpdated : COMMUNITY_MSG.watchlistCreated),
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
      title={editing ? t`Edit Watchlist` : t`Create Watchlist`}
      description={t`Members are notified of a new watchlist.`}
      submitLabel={editing ? t`Update Watchlist` : t`Create Watchlist`}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <TextField
        id={`${id}-title`}
        label={t`Title`}
        value={title}
        maxLength={WATCHLIST_LIMITS.titleMaxChars}
        placeholder={t`e.g. Breakout candidates for this week`}
        onChange={(e) => setTitle(e.target.value)}
        error={shown?.title}
      />
      <div className="space-y-1.5">
        <SelectField
          id={`${id}-type`}
          label={t`Category`}
          placeholder={t`Select a category`}
          options={WATCHLIST_TYPES.map((c) => ({ value: c, label: categoryName(c, t) }))}
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
