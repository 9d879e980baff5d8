import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { FEES_NOTE, OVERRIDE_REASON_MIN, type RefundQuote } from '@tlt/shared/back-office/refunds';
import { MSG } from '@tlt/shared/messages';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatRupees } from '@tlt/shared/money-format';
import { toast } from '../../../lib/toast.ts';
import { translateShared } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FactList, type Fact } from '../../../components/ui/fact-list.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { refundKeys, useCreateRefund, useRefundQuote } from './refund-api.ts';
import { parseRupees } from './rupees.ts';

export interface RefundButtonProps {
  member: { name: string; email: string };
  payment: {
    _id: string;
    txnId: string;
    orderId: string | null;
    /** Rupees paid. */
    amount: number;
    /** Rupees already refunded (processed or on its way). */
    refunded: number;
    startDate: string;
  };
  onRefunded?: () => void;
}

/** The row action on a member's payment: opens the refund dialog; says "Refunded" once nothing is left. */
export function RefundButton({ member, payment, onRefunded }: RefundButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const left = Math.round((payment.amount - payment.refunded) * 100) / 100;
  const txnId = payment.txnId;
  if (left <= 0) return <span className="text-sm font-medium text-navy-500"><Trans>Refunded</Trans></span>;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={t`Refund payment ${txnId}`}>
        <Trans>Refund</Trans>
      </Button>
      {open && (
        <RefundDialog
          member={member}
          payment={payment}
          onClose={() => setOpen(false)}
          onRefunded={() => {
            setOpen(false);
            onRefunded?.();
          }}
        />
      )}
    </>
  );
}

/** Under the spec's failure toast: the provider's reason, or the server's refusal when it says more. */
function failureDetail(err: unknown): { description: string } | undefined {
  if (!(err instanceof ApiError) || err.code === 0) return undefined;
  const reason = (err.data as { reason?: unknown } | undefined)?.reason;
  if (typeof reason === 'string') return { description: reason };
  return err.message !== translateShared(MSG.refundFailed) ? { description: err.message } : undefined;
}

interface DialogProps extends Omit<RefundButtonProps, 'onRefunded'> {
  onClose: () => void;
  onRefunded: () => void;
}

function RefundDialog({ member, payment, onClose, onRefunded }: DialogProps) {
  const { t } = useLingui();
  const [videosUnlocked, setVideosUnlocked] = useState(false);
  const name = member.name;
  const txnId = payment.txnId;
  const quote = useRefundQuote({ paymentId: payment._id, email: member.email, videosUnlocked, enabled: true });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={t`Refund ${name}`} description={t`Payment ${txnId}`}>
      <QueryState query={quote} loading={t`Loading the payment`} error={quote.error?.message ?? ''}>
        {(data) => (
          <RefundForm
            key={`${data.suggested}-${data.remaining}`}
            quote={data}
            member={member}
            videosUnlocked={videosUnlocked}
            onVideosUnlocked={setVideosUnlocked}
            busyQuote={quote.isFetching}
            onCancel={onClose}
            onRefunded={onRefunded}
          />
        )}
      </QueryState>
    </Dialog>
  );
}

/** Captured, already refunded and what is left: the numbers every decision starts from. */
function Summary({ quote }: { quote: RefundQuote }) {
  const { t } = useLingui();
  const pending = formatRupees(quote.pending);
  const facts: Fact[] = [
    [t`Paid`, formatRupees(quote.captured)],
    [t`Already refunded`, quote.refunded > 0 ? formatRupees(quote.refunded) + (quote.pending > 0 ? t` (${pending} on its way)` : '') : '—'],
    [t`Left to refund`, formatRupees(quote.remaining)],
  ];
  return (
    <FactList facts={facts} className="gap-x-4 gap-y-1 rounded-xl bg-navy-50 p-3" valueClassName="text-right font-semibold tabular-nums" />
  );
}

interface FormProps {
  quote: RefundQuote;
  member: RefundButtonProps['member'];
  videosUnlocked: boolean;
  onVideosUnlocked: (v: boolean) => void;
  busyQuote: boolean;
  onCancel: () => void;
  onRefunded: () => void;
}

function RefundForm({ quote, member, videosUnlocked, onVideosUnlocked, busyQuote, onCancel, onRefunded }: FormProps) {
  const { t, i18n } = useLingui();
  const and = t`and`;
  const id = useId();
  const [amount, setAmount] = useState(quote.suggested > 0 ? String(quote.suggested) : '');
  const [override, setOverride] = useState(false);
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; courses?: string }>({});
  /** A partial refund of a payment with open courses: does their access end? Asked, never assumed (issue 26 §1). */
  const [endCourses, setEndCourses] = useState<boolean | null>(null);
  const create = useCreateRefund();
  const qc = useQueryClient();

  const parsed = parseRupees(amount);
  const paise = parsed.ok ? parsed.paise : 0;
  const pastGuidance = parsed.ok && paise > Math.round(quote.suggested * 100);
  const endsPeriod = parsed.ok && paise === Math.round(quote.remaining * 100);
  const overriding = pastGuidance && override;
  const courses = quote.openCourses;
  // A full refund ends the course access with the period; a partial one as the admin says.
  const endsCourses = courses.length > 0 && (endsPeriod || endCourses === true);

  const sum = formatRupees(paise / 100);
  const courseList = listOf(courses, and);
  const why = reason.trim();
  const { name, email } = member;
  const suggested = formatRupees(quote.suggested);
  const captured = formatRupees(quote.captured);
  const paidOn = formatDate(quote.paidAt);
  const windowEnd = formatDate(quote.windowEndsAt);

  if (!quote.refundable) {
    return (
      <div className="space-y-4">
        <Summary quote={quote} />
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{translateShared(quote.notRefundableReason ?? '')}</p>
        <div className="flex justify-end">
          <Button variant="outline" onClick={onCancel}><Trans>Close</Trans></Button>
        </div>
      </div>
    );
  }

  function validate(): boolean {
    const next: typeof errors = {};
    const remaining = formatRupees(quote.remaining);
    if (!parsed.ok) next.amount = i18n._(parsed.error);
    else if (paise > Math.round(quote.remaining * 100)) next.amount = t`Only ${remaining} is left to refund`;
    else if (pastGuidance && !overriding) next.amount = t`That is more than the guidance (${suggested}). Tick "Go past the guidance" to refund it anyway`;
    if (overriding && reason.trim().length < OVERRIDE_REASON_MIN) next.reason = t`Give a reason for going past the guidance`;
    if (!next.amount && courses.length > 0 && !endsPeriod && endCourses === null) next.courses = t`Say whether the course access ends with this refund`;
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  function submit() {
    create.mutate(
      {
        amount: paise / 100,
        paymentId: quote.paymentId,
        orderId: quote.orderId,
        name: member.name,
        email: member.email,
        videosUnlocked,
        ...(courses.length > 0 ? { endCourseAccess: endsCourses } : {}),
        ...(pastGuidance ? { override: { reason: reason.trim() } } : {}),
      },
      {
        onSuccess: () => {
          toast.success(translateShared(MSG.refundIssued));
          onRefunded();
        },
        onError: (err) => {
          toast.error(translateShared(MSG.refundFailed), failureDetail(err));
          setStep('form');
          // Another refund, or this one left pending, changes what is left: show it as it is now.
          void qc.invalidateQueries({ queryKey: refundKeys.all });
        },
      },
    );
  }

  if (step === 'confirm') {
    return (
      <div className="space-y-4">
        <p className="text-base text-navy-900">
          <Trans>Refund <strong className="tabular-nums">{sum}</strong> to {name} ({email})?</Trans>
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-navy-700">
          <li><Trans>The money goes back to the card or account they paid with, usually within 5–7 working days.</Trans></li>
          {endsPeriod && <li className="font-semibold text-red-800"><Trans>This refunds the rest of the payment: the membership period it paid for ends now.</Trans></li>}
          {endsCourses && <li className="font-semibold text-red-800"><Trans>The course access it bought ends now: {courseList}.</Trans></li>}
          {courses.length > 0 && !endsCourses && <li><Trans>The course access stays open: {courseList}.</Trans></li>}
          {pastGuidance && <li><Trans>You are going past the guidance. Your reason is recorded: “{why}”.</Trans></li>}
          <li><Trans>A refund cannot be undone.</Trans></li>
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setStep('form')} disabled={create.isPending}><Trans>Back</Trans></Button>
          <Button variant="secondary" className="bg-red-700 hover:bg-red-800" onClick={submit} disabled={create.isPending} aria-busy={create.isPending || undefined}>
            {create.isPending ? t`Refunding…` : t`Refund ${sum}`}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (validate()) setStep('confirm');
      }}
    >
      <Summary quote={quote} />
      <div className="space-y-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950" aria-live="polite" aria-busy={busyQuote || undefined}>
        <p className="font-semibold"><Trans>Guidance</Trans></p>
        <p>{translateShared(quote.guidance)}</p>
        <p>
          {quote.withinWindow ? <Trans>Paid on {paidOn}; the 7-day window ends on {windowEnd}.</Trans> : <Trans>Paid on {paidOn}; the 7-day window ended on {windowEnd}.</Trans>}
        </p>
        <p>
          <Trans>Suggested: <strong className="tabular-nums">{suggested}</strong></Trans>
          {quote.rule === 'partial' && (quote.refunded > 0 ? t` (80% of ${captured}, less what was already refunded)` : t` (80% of ${captured})`)}
        </p>
        <p className="text-emerald-900/80">{translateShared(FEES_NOTE)}</p>
      </div>
      {quote.includesCourses && (
        <Checkbox
          id={`${id}-videos`}
          label={t`The member unlocked the free course videos`}
          checked={videosUnlocked}
          onChange={(e) => onVideosUnlocked(e.target.checked)}
        />
      )}
      <TextField
        id={`${id}-amount`}
        label={t`Amount to refund (₹)`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount}
      />
      {courses.length > 0 && (endsPeriod ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <Trans>A full refund also ends the course access this payment bought: {courseList}.</Trans>
        </p>
      ) : (
        <CourseAccessChoice id={`${id}-courses`} courses={courses} value={endCourses} onChange={setEndCourses} error={errors.courses} />
      ))}
      {pastGuidance && (
        <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-amber-950">
            <Trans>This is more than the guidance suggests ({suggested}). You may go past it with a reason; it is recorded in the audit log.</Trans>
          </p>
          <Checkbox id={`${id}-override`} label={t`Go past the guidance`} checked={overriding} onChange={(e) => setOverride(e.target.checked)} />
          {overriding && (
            <div className="space-y-1.5">
              <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-navy-800"><Trans>Reason</Trans></label>
              <textarea
                id={`${id}-reason`}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                aria-invalid={!!errors.reason || undefined}
                aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
                className="w-full rounded-lg border border-navy-200 bg-white p-3 text-base text-navy-900 focus-visible:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-500/40"
              />
              {errors.reason && <p id={`${id}-reason-error`} role="alert" className="text-sm font-medium text-red-700">{errors.reason}</p>}
            </div>
          )}
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}><Trans>Cancel</Trans></Button>
        <Button type="submit" variant="secondary"><Trans>Continue</Trans></Button>
      </div>
    </form>
  );
}

/** "A", "A and B", "A, B and C". */
const listOf = (names: string[], and: string) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`);

/** A partial refund's question: does the course access this payment bought end? No answer is preselected. */
function CourseAccessChoice({ id, courses, value, onChange, error }: {
  id: string; courses: string[]; value: boolean | null; onChange: (v: boolean) => void; error?: string;
}) {
  const { t } = useLingui();
  const options: [boolean, string][] = [[false, t`Keep the course access open`], [true, t`End the course access now`]];
  const courseList = listOf(courses, t`and`);
  return (
    <fieldset className="space-y-2 rounded-xl border border-navy-200 p-3" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={!!error || undefined}>
      <legend className="px-1 text-sm font-semibold text-navy-900"><Trans>Course access</Trans></legend>
      <p className="text-sm text-navy-700"><Trans>This payment bought {courseList}. Does the access end with this partial refund?</Trans></p>
      {options.map(([v, label]) => (
        <label key={label} className="flex cursor-pointer items-center gap-2 text-sm text-navy-800">
          <input type="radio" name={id} checked={value === v} onChange={() => onChange(v)} className="size-4 accent-emerald-600" />
          {label}
        </label>
      ))}
      {error && <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
