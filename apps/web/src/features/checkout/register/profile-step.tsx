import { useId } from 'react';
import { EXPERIENCE_OPTIONS, INVESTOR_TYPE_OPTIONS, PORTFOLIO_OPTIONS } from '@tlt/shared/plans';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';

export interface InvestorProfile {
  portfolio: string;
  experience: string;
  investorType: string;
}

export const EMPTY_PROFILE: InvestorProfile = { portfolio: '', experience: '', investorType: '' };

const FIELDS = [
  { key: 'portfolio', label: 'Portfolio size (₹)', options: PORTFOLIO_OPTIONS },
  { key: 'experience', label: 'Trading experience', options: EXPERIENCE_OPTIONS },
  { key: 'investorType', label: 'Preferred style', options: INVESTOR_TYPE_OPTIONS },
] as const;

interface ProfileStepProps {
  value: InvestorProfile;
  onChange: (value: InvestorProfile) => void;
  onNext: () => void;
}

/** Step 2 (spec §2): optional investor profile; Skip becomes Proceed once anything is chosen. */
export function ProfileStep({ value, onChange, onNext }: ProfileStepProps) {
  const id = useId();
  const answered = Object.values(value).some((v) => v !== '');
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
          label={f.label}
          options={f.options}
          placeholder="Choose one (optional)"
          value={value[f.key]}
          onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
        />
      ))}
      <Button type="submit" size="lg" variant={answered ? 'primary' : 'outline'} className="w-full">
        {answered ? 'Proceed' : 'Skip'}
      </Button>
    </form>
  );
}
