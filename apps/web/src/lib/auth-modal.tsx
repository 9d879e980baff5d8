import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Spec §3: common state holds which auth modal is open, if any. */
export type AuthModalType = null | 'login' | 'forgot';

interface AuthModalValue {
  type: AuthModalType;
  open: (type: Exclude<AuthModalType, null>) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalValue | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [type, setType] = useState<AuthModalType>(null);
  const value = useMemo<AuthModalValue>(
    () => ({ type, open: setType, close: () => setType(null) }),
    [type],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal(): AuthModalValue {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside AuthModalProvider');
  return value;
}
