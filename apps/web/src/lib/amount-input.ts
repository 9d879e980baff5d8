import type { ClipboardEvent, KeyboardEvent } from 'react';

/**
 * For number inputs of amounts (prices, discounts): a minus, a plus or an exponent never gets in,
 * typed or pasted, so a negative price cannot even be entered (issue 14 §7). Spread beside
 * react-hook-form's register(); the schema still refuses what slips past (and the server).
 */
export const amountInputProps = {
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === '-' || e.key === '+' || e.key === 'e' || e.key === 'E') e.preventDefault();
  },
  onPaste: (e: ClipboardEvent<HTMLInputElement>) => {
    if (/[-+eE]/.test(e.clipboardData.getData('text'))) e.preventDefault();
  },
} as const;
