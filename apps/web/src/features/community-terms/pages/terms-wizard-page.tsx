import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { MSG } from '@tlt/shared/messages';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useAgreeTerms } from '../api/agree-terms.ts';
import { StepIndicator } from '../../../components/ui/step-indicator.tsx';
import { TermsBlocks } from '../components/terms-blocks.tsx';
import { termsCopy, termsSteps } from '../content/terms-steps.ts';
import { translateShared } from '../../../lib/i18n.ts';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * community.md §2, §4: trading style → disclaimer → rules with the acceptance box. Agree
 * stores `agree: true` on the account and in the session, then opens the feed. A member
 * who agreed before reads the same steps and may leave for the community from any of them.
 */
export default function TermsWizardPage() {
  const { t } = useLingui();
  const COPY = termsCopy(t);
  const TERMS_STEPS = termsSteps(t);
  usePageMeta({ title: COPY.pageTitle, description: COPY.pageDescription });
  const id = useId();
  const navigate = useNavigate();
  const { user } = useSession();
  const agree = useAgreeTerms();
  const [index, setIndex] = useState(0);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Keyboard and screen-reader users land on the new step's title, not on a vanished button.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [index]);

  if (!user) return null;
  const step = TERMS_STEPS[index];
  const last = index === TERMS_STEPS.length - 1;
  const alreadyAgreed = user.agree;

  function onAgree() {
    if (!accepted) {
      setError(translateShared(MSG.agreeRequired));
      return;
    }
    agree.mutate(user!._id, {
      onSuccess: () => {
        toast.success(translateShared(MSG.agreed));
        navigate(PATHS.posts);
      },
      onError: () => toast.error(translateShared(COMMUNITY_MSG.agreeFailed)),
    });
  }

  const errorId = `${id}-error`;
  const position = index + 1;
  const total = TERMS_STEPS.length;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="text-2xl font-extrabold tracking-tight text-navy-950 md:text-4xl">{alreadyAgreed ? COPY.headingAgreed : COPY.heading}</h1>
      <p className="mt-2 text-navy-700">{alreadyAgreed ? COPY.alreadyAgreed : COPY.intro}</p>

      <div className="mt-6">
        <StepIndicator labels={TERMS_STEPS.map((s) => s.label)} current={index} />
      </div>

      <section
        aria-labelledby={`${id}-title`}
        className="mt-6 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm shadow-navy-900/5 md:p-8"
      >
        <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase">
          <Trans>
            Step {position} of {total}
          </Trans>
        </p>
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="mt-1 mb-5 text-xl font-bold text-navy-950 focus:outline-none md:text-2xl">
          {step.title}
        </h2>
        <TermsBlocks blocks={step.blocks} />

        {last && !alreadyAgreed && (
          <div className="mt-6 rounded-xl border border-navy-100 bg-navy-50/60 p-4">
            <Checkbox
              id={`${id}-accept`}
              label={COPY.checkbox}
              checked={accepted}
              className="items-start text-base [&>input]:mt-1 [&>input]:shrink-0"
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setAccepted(e.target.checked);
                if (e.target.checked) setError(null);
              }}
            />
            {error && (
              <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        )}

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
          {index > 0 && (
            <Button variant="outline" onClick={() => setIndex(index - 1)}>
              {COPY.back}
            </Button>
          )}
          <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
            {alreadyAgreed && (
              <Link to={PATHS.posts} className={buttonStyles(last ? 'primary' : 'ghost')}>
                {COPY.goToCommunity}
              </Link>
            )}
            {!last && <Button onClick={() => setIndex(index + 1)}>{COPY.next}</Button>}
            {last && !alreadyAgreed && (
              <Button onClick={onAgree} disabled={agree.isPending}>
                {agree.isPending ? COPY.agreeing : COPY.agree}
              </Button>
            )}
          </div>
        </div>
      </section>
    </div>
  );
}
