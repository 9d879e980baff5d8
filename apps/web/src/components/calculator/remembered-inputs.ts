/**
 * The member's last capital and risk, kept on this device (issue 11): they rarely change between
 * trades, so the calculator opens with them filled in. Next to the session keys of lib/storage.ts,
 * but in localStorage whatever the login's "remember me" was: they are not credentials.
 */
const KEY = 'calculatorInputs';

export interface RememberedInputs {
  capital: string;
  risk: string;
}

const EMPTY: RememberedInputs = { capital: '', risk: '' };

export function readRememberedInputs(): RememberedInputs {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return EMPTY;
    const { capital, risk } = raw as Record<string, unknown>;
    return { capital: typeof capital === 'string' ? capital : '', risk: typeof risk === 'string' ? risk : '' };
  } catch {
    return EMPTY; // unreadable JSON, or storage blocked (private mode)
  }
}

export function rememberInputs(inputs: RememberedInputs): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(inputs));
  } catch {
    // Storage full or blocked: the calculator still works, it just will not remember.
  }
}
