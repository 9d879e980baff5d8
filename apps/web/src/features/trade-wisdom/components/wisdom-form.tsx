import { useId, useState } from 'react';
import { COMMUNITY_MSG, TRADE_WISDOM_LIMITS, TradeWisdomInputSchema, type TradeWisdom } from '@tlt/shared/community';
import { chartImagesOf, imagesForCheck, type ChartImage } from '../../../components/chart-images/chart-image.ts';
import { ImageField } from '../../../components/chart-images/image-field.tsx';
import { useChartImages } from '../../../components/chart-images/use-chart-images.ts';
import { useChartItemSave } from '../../../components/chart-images/use-chart-item-save.ts';
import { SheetForm } from '../../../components/ui/form-sheet.tsx';
import { cn } from '../../../lib/cn.ts';
import { firstIssues } from '../../../lib/form-issues.ts';
import { useSaveTradeWisdom } from '../api/save-trade-wisdom.ts';
import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

const errorTitle = () => translateShared(COMMUNITY_MSG.createTradeWisdomErrorTitle);
/**
 * Create or edit a trade wisdom item (admins): the lesson as plain text, line breaks kept, and one
 * to four images. Checked here with the shared schema first ("Create Trade Wisdom Error"), then the
 * new images are uploaded and the item saved.
 */
export function WisdomForm({ wisdom, onDone }: { wisdom?: TradeWisdom; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const editing = !!wisdom;
  const [title, setTitle] = useState(wisdom?.title ?? '');
  const [images, setImages] = useState<ChartImage[]>(() => chartImagesOf(wisdom?.images));
  const chart = useChartImages(images, setImages, { errorTitle: errorTitle() });
  const save = useSaveTradeWisdom();
  const { shown, saving, submit } = useChartItemSave({
    errorTitle: errorTitle(),
    failedMessage: translateShared(COMMUNITY_MSG.saveTradeWisdomFailed),
    successMessage: translateShared(editing ? COMMUNITY_MSG.tradeWisdomUpdated : COMMUNITY_MSG.tradeWisdomCreated),
    check: () => {
      const parsed = TradeWisdomInputSchema.safeParse({ title, images: imagesForCheck(images) });
      return parsed.success ? {} : firstIssues(parsed.error);
    },
    images,
    replaceAll: chart.replaceAll,
    save: (urls) => save.mutateAsync({ id: wisdom?._id, input: { title: title.trim(), images: urls } }),
    onDone,
  });

  const titleError = shown?.title;
  return (
    <SheetForm
      title={editing ? t`Edit Trade Wisdom` : t`Create Trade Wisdom`}
      description={t`Members are notified of new trade wisdom.`}
      submitLabel={editing ? t`Update Trade Wisdom` : t`Create Trade Wisdom`}
      saving={saving}
      onSubmit={() => void submit()}
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-title`} className="block text-sm font-medium text-navy-800">
          <Trans>Title</Trans>
        </label>
        <textarea
          id={`${id}-title`}
          rows={6}
          value={title}
          maxLength={TRADE_WISDOM_LIMITS.titleMaxChars}
          onChange={(e) => setTitle(e.target.value)}
          placeholder={t`The lesson, in your words. Line breaks are kept.`}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          className={cn(
            'block w-full resize-y rounded-lg border border-navy-200 bg-white px-3 py-2.5 text-base text-navy-900 placeholder:text-navy-400',
            'focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-500/40',
            titleError && 'border-red-600',
          )}
        />
        {titleError && (
          <p id={`${id}-title-error`} role="alert" className="text-sm font-medium text-red-700">
            {titleError}
          </p>
        )}
      </div>
      <ImageField images={images} onAdd={chart.add} onRemove={chart.remove} error={shown?.images} required />
    </SheetForm>
  );
}
