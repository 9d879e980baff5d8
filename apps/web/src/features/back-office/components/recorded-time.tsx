import { recordedDate } from '@tlt/shared/relative-date';

/** When something was recorded, as the spec writes it: DD-MM-YYYY HH:MM:SS (§9), in the viewer's zone. */
export function RecordedTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {recordedDate(iso)}
    </time>
  );
}
