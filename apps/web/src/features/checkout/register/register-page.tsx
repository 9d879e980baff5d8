import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../../lib/i18n.ts';
import type { Plan } from '@tlt/shared/plans';
import type { RegisterDetails } from '@tlt/shared/signup';
import { ApiError } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCheckout } from '../use-checkout.tsx';
import { signup } from './signup.ts';
import { DetailsStep, type DetailsForm } from './details-step.tsx';
import { PlanStep } from './plan-step.tsx';
import { EMPTY_PROFILE, ProfileStep, type InvestorProfile } from './profile-step.tsx';
import { StepIndicator } from '../../../components/ui/step-indicator.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const REGISTER_STEPS = [msg`Your details`, msg`Investor profile`, msg`Plan & payment`] as const;
const EMPTY_DETAILS: DetailsForm = { name: '', email: '', contactNo: '', password: '', confirmPassword: '', terms: false };
const LINK = 'font-semibold text-emerald-800 underline-offset-4 hover:underline';

/** The server's reason for a refused signup when it gave one (spec §8), else the spec's text. */
function signupFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.code >= 400 && error.code < 500 ? error.message : translateShared(MSG.signupFailed);
}

/** Spec §2 Registration ("Join Us"): details → investor profile → plan and payment → /thank-you. */
export default function RegisterPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Join Us`, description: t`Become a member of The Lazy Trader in three steps: your details, your investor profile and your plan.` });
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [params] = useSearchParams();
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<DetailsForm>(EMPTY_DETAILS);
  const [details, setDetails] = useState<RegisterDetails | null>(null);
  const [profile, setProfile] = useState<InvestorProfile>(EMPTY_PROFILE);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After a step change, focus goes to the new step's heading so screen readers follow along.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);
  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const checkout = useCheckout({
    category: 'Registration',
    onPaid: async (payment) => {
      if (!details) return;
      const { name, email, contactNo, password } = details;
      try {
        const result = await signup({
          name, email, contactNo, password, payment,
          portfolio: profile.portfolio || null,
          experience: profile.experience || null,
          investorType: profile.investorType || null,
        });
        toast.success(translateShared(MSG.signupSuccess));
        if (result.token) signIn({ token: result.token, user: result.user }, true);
        navigate(PATHS.thankYou, { replace: true });
      } catch (error) {
        toast.error(signupFailureMessage(error));
      }
    },
  });

  const pay = (plan: Plan) => {
    if (!details) return;
    void checkout.start({ planId: plan._id, name: details.name, email: details.email, contact: details.contactNo });
  };

  const stepLabels = REGISTER_STEPS.map((s) => t(s));
  return (
    <section className="flex-1 bg-gradient-to-b from-navy-50 to-slate-50 px-4 py-10 md:py-14">
      <div className={cn('mx-auto w-full', step === 3 ? 'max-w-6xl' : 'max-w-lg')}>
        <div className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-navy-950 md:text-4xl">
            <Trans>Join Us</Trans>
          </h1>
          <p className="mt-2 text-navy-700">
            <Trans>Become a member of The Lazy Trader community in three steps.</Trans>
          </p>
        </div>
        <div className="mt-6">
          <StepIndicator labels={stepLabels} current={step - 1} label={t`Registration steps`} />
        </div>

        <div className={cn('mt-6', step !== 3 && 'rounded-2xl border border-navy-100 bg-white p-6 shadow-sm md:p-8')}>
          <div className="mb-5 flex items-center justify-between gap-3">
            <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-navy-950 focus:outline-none">
              <span className="sr-only">
                <Trans>Step {step} of 3:</Trans>{' '}
              </span>
              {stepLabels[step - 1]}
            </h2>
            {step > 1 && (
              <button
                type="button"
                onClick={() => go(step - 1)}
                disabled={checkout.loading}
                className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-navy-700 hover:bg-navy-50 hover:text-navy-950 disabled:opacity-50"
              >
                <ArrowLeft className="size-4" aria-hidden /> <Trans>Go back</Trans>
              </button>
            )}
          </div>

          {step === 1 && (
            <DetailsStep
              defaultValues={form}
              onDone={(next, values) => {
                setDetails(next);
                setForm(values);
                go(2);
              }}
            />
          )}
          {step === 2 && <ProfileStep value={profile} onChange={setProfile} onNext={() => go(3)} />}
          {step === 3 && (
            <PlanStep
              planSelected={params.get('plan_selected')}
              chosenId={chosenId}
              onChoose={setChosenId}
              onPay={pay}
              loading={checkout.loading}
            />
          )}
        </div>

        <p className="mt-6 text-center text-sm text-navy-700">
          <Trans>
            Already a member?{' '}
            <Link to={PATHS.login} className={LINK}>
              Login
            </Link>
          </Trans>
        </p>
      </div>
      {checkout.checkoutDialog}
    </section>
  );
}
