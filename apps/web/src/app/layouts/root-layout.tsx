import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from '../../components/layout/header.tsx';
import { useAuthModal } from '../../lib/auth-modal.tsx';
import { ContactButton } from './contact-button.tsx';
import { Footer } from './footer.tsx';
import { LanguageOffer } from './language-offer.tsx';
import { Trans } from '@lingui/react/macro';
import { showsFooter, topBar } from '../../lib/layout-rules.ts';
import { NavigatorBridge } from './navigator-bridge.tsx';
import { PageFallback } from './page-fallback.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { AnalyticsTracker } from '../analytics-tracker.tsx';

// The form code (react-hook-form, resolvers) loads only when the modal is first opened.
const AuthModal = lazy(() => import('../../features/auth/components/auth-modal.tsx'));

export function RootLayout() {
  const { pathname } = useLocation();
  const authModal = useAuthModal();
  const headerVariant = topBar(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigatorBridge />
      <ScrollToTop />
      <AnalyticsTracker />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-emerald-400 px-4 py-2 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* Outside <main> so it is the page's banner landmark. */}
      {headerVariant && <Header variant={headerVariant} />}
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      {showsFooter(pathname) && <Footer />}
      <ContactButton />
      <LanguageOffer />
      {authModal.type !== null && (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      )}
    </div>
  );
}
