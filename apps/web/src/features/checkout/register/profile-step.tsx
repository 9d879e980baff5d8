import { useId } from 'react';
import { EXPERIENCE_OPTIONS, INVESTOR_TYPE_OPTIONS, PORTFOLIO_OPTIONS } from '@tlt/shared/plans';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface InvestorProfile {
  portfolio: string;
  experience: string;
  investorType: string;
}

export const EMPTY_PROFILE: InvestorProfile = { portfolio: '', experience: '', investorType: '' };

const FIELDS = [
  { key: 'portfolio', label: msg`Portfolio size (₹)`, options: PORTFOLIO_OPTIONS },
  { key: 'experience', label: msg`Trading experience`, options: EXPERIENCE_OPTIONS },
  { key: 'investorType', label: msg`Preferred style`, options: INVESTOR_TYPE_OPTIONS },
] as const;

/** The options' words (their values, sent to the server, stay as they are). */
const OPTION_WORDS: Record<string, MessageDescriptor> = {
  'Under 1,00,000': msg`Under 1,00,000`,
  '1,00,000 - 2,50,000': msg`1,00,000 - 2,50,000`,
  '2,50,000 - 5,00,000': msg`2,50,000 - 5,00,000`,
  '5,00,000 - 10,00,000': msg`5,00,000 - 10,00,000`,
  'Above 10,00,000': msg`Above 10,00,000`,
  'Under 1 year': msg`Under 1 year`,
  '1-3 years': msg`1-3 years`,
  '3-5 years': msg`3-5 years`,
  '5-10 years': msg`5-10 years`,
  'Over 10 years': msg`Over 10 years`,
  'Short Term': msg`Short Term`,
  'Long Term': msg`Long Term`,
  Intraday: msg`Intraday`,
};

interface ProfileStepProps {
  value: InvestorProfile;
  onChange: (value: InvestorProfile) => void;
  onNext: () => void;
}

/** Step 2 (spec §2): optional investor profile; Skip becomes Proceed once anything is chosen. */
export function ProfileStep({ value, onChange, onNext }: ProfileStepProps) {
  const id = useId();
  const answered = Object.values(value).some((v) => v !== '');
  const { t } = useLingui();
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      {FIELDS.map((f) => (
        <SelectField
          key={f.key}
          id={`${id}-${f.key}`}
          label={t(f.label)}
          options={f.options.map((o) => ({ ...o, label: OPTION_WORDS[o.label] ? t(OPTION_WORDS[o.label]) : o.label }))}
          placeholder={t`Choose one (optional)`}
          value={value[f.key]}
          onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
        />
      ))}
      <Button type="submit" size="lg" variant={answered ? 'primary' : 'outline'} className="w-full">
        {answered ? t`Proceed` : t`Skip`}
      </Button>
    </form>
  );
}
