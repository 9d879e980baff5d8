import { Logo } from '../layout/logo.tsx';

/** The community's own slim bar (the site's top bar is hidden on /posts pages). */
export function CommunityTopBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-white/10 bg-navy-950 text-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center px-4 lg:px-6">
        <Logo />
      </div>
    </header>
  );
}
