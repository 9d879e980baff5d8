import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { Theme } from '@tlt/shared/theme';
import { cn } from '../../lib/cn.ts';
import { chooseTheme, useTheme } from '../../lib/theme.ts';

const CHOICES: { theme: Theme; label: MessageDescriptor; icon: LucideIcon }[] = [
  { theme: 'system', label: msg`System`, icon: Monitor },
  { theme: 'light', label: msg`Light`, icon: Sun },
  { theme: 'dark', label: msg`Dark`, icon: Moon },
];

const TONES = {
  /** On the navy footer (an island: the same colours in both themes). */
  navy: {
    group: 'border-white/15 text-navy-100',
    choice: 'hover:text-white has-checked:bg-white/15 has-checked:text-white',
  },
  /** On a card or the page (the side menu). */
  surface: {
    group: 'border-navy-200 text-navy-700',
    choice: 'hover:text-navy-950 has-checked:bg-navy-100 has-checked:text-navy-950',
  },
};

/**
 * The theme switch (issue 30 §7): follow the system, light or dark, as a labelled group of radio
 * buttons. The choice applies at once and is remembered in the `theme` cookie (lib/theme.ts).
 */
export function ThemeSwitch({ tone, className }: { tone: keyof typeof TONES; className?: string }) {
  const { i18n } = useLingui();
  const name = useId();
  const theme = useTheme();
  const colours = TONES[tone];
  return (
    <fieldset className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <legend className="sr-only">
        <Trans>Theme</Trans>
      </legend>
      <span aria-hidden className="text-xs font-semibold">
        <Trans>Theme</Trans>
      </span>
      <div className={cn('inline-flex rounded-full border p-0.5', colours.group)}>
        {CHOICES.map(({ theme: value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-center gap-1.5 rounded-full px-2 py-1 text-xs font-semibold transition-colors',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-emerald-500',
              colours.choice,
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={theme === value}
              onChange={() => chooseTheme(value)}
              className="sr-only"
            />
            <Icon className="size-3.5" aria-hidden />
            {i18n._(label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
