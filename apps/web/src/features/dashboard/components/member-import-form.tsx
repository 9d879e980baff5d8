import { useId, useRef, useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { DEFAULT_MANUAL_PLAN } from '@tlt/shared/back-office/member-create';
import {
  IMPORT_MSG, MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORT_MAX_ROWS, MemberImportOptionsSchema,
} from '@tlt/shared/back-office/member-import';
import type { Plan } from '@tlt/shared/plans';
import { formatCount } from '../../../components/admin/format-count.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { firstIssues } from '../../../lib/form-issues.ts';
import { translateShared } from '../../../lib/i18n.ts';
import { useImportMembers } from '../api/import-members.ts';
import { ImportProgress } from './import-progress.tsx';
import { defaultPlanType, planOptions } from './manual-plan.ts';
import { Trans, useLingui } from '@lingui/react/macro';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Import from Excel (community §5 "Excel converter"): one member a row, one cell
 * "e-mail name - name - contact - e-mail domain"; all on the chosen plan (default Annual) with the
 * amount each paid and a reference. The server checks the file, then creates each row on its own in
 * the background; the progress and the report follow below the form.
 */
export function MemberImportForm({ plans }: { plans: readonly Plan[] }) {
  const { t } = useLingui();
  const maxRows = formatCount(MEMBER_IMPORT_MAX_ROWS);
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const mutation = useImportMembers();
  const [file, setFile] = useState<File | null>(null);
  const [planType, setPlanType] = useState(() => defaultPlanType(plans, DEFAULT_MANUAL_PLAN));
  const [amount, setAmount] = useState('');
  const [txnId, setTxnId] = useState('');
  const [notify, setNotify] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!file) found.file = translateShared(IMPORT_MSG.noFile);
    else if (file.size > MEMBER_IMPORT_MAX_BYTES) found.file = translateShared(IMPORT_MSG.tooLarge);
    const options = MemberImportOptionsSchema.safeParse({ planType, amount, txnId });
    if (!options.success) Object.assign(found, firstIssues(options.error));
    setErrors(found);
    if (Object.keys(found).length || !file) return;
    mutation.mutate({ file, planType, amount, txnId, notify });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h3 id={`${id}-title`} className="text-lg font-bold text-navy-950">
          <Trans>Import from Excel</Trans>
        </h3>
        {/* Monospace has no Devanagari: on Hindi pages the row's pattern is in the page's font. */}
        <p id={`${id}-rules`} className="mt-1 text-sm text-navy-700">
          <Trans>
            An .xlsx file, up to {maxRows} rows. Each row is one cell:{' '}
            <span className="font-mono text-xs break-all [&:lang(hi)]:[font-family:inherit]">e-mail name - name - contact - e-mail domain</span>, for example{' '}
            <span translate="no" className="font-mono text-xs break-all">rahul.sharma - Rahul Sharma - 9876543210 - gmail.com</span>. Existing members are skipped.
          </Trans>
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-navy-800">
          <Trans>Excel file</Trans>
        </label>
        <input
          ref={fileRef}
          id={`${id}-file`}
          type="file"
          accept={XLSX_ACCEPT}
          aria-describedby={errors.file ? `${id}-file-error` : `${id}-rules`}
          aria-invalid={!!errors.file || undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="block w-full text-sm text-navy-800 file:mr-3 file:h-10 file:rounded-lg file:border-0 file:bg-navy-900 file:px-4 file:font-semibold file:text-white"
        />
        {errors.file && <p id={`${id}-file-error`} role="alert" className="text-sm font-medium text-red-700">{errors.file}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField id={`${id}-plan`} label={t`Plan`} placeholder={t`Select a plan`} options={planOptions(plans)} value={planType} onChange={(e) => setPlanType(e.target.value)} />
        <TextField id={`${id}-amount`} label={t`Amount each paid (₹)`} inputMode="decimal" placeholder={t`e.g. 34999, or 0`} autoComplete="off"
          value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} />
        <TextField id={`${id}-txn`} label={t`Txn id for all`} placeholder={t`e.g. NEFT batch March`} autoComplete="off"
          value={txnId} onChange={(e) => setTxnId(e.target.value)} error={errors.txnId} />
      </div>
      <Checkbox id={`${id}-notify`} label={t`Mail each new member how to set their password`} checked={notify} onChange={(e) => setNotify(e.target.checked)} />
      <Button type="submit" className="w-full sm:w-auto" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
        <Upload className="size-4" aria-hidden />
        {mutation.isPending ? t`Checking the file…` : t`Import`}
      </Button>
      {mutation.data && <ImportProgress key={mutation.data._id} id={mutation.data._id} />}
    </form>
  );
}
