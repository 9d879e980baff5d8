import { Header } from '../../../components/layout/header.tsx';
import { LandingBenefits } from '../components/landing-benefits.tsx';
import { LandingClosing } from '../components/landing-closing.tsx';
import { LandingHero } from '../components/landing-hero.tsx';

/** A first cut of the landing page (spec §2 Landing page); the full set of sections comes later. */
export default function LandingPage() {
  return (
    <div className="relative">
      {/* The layout hides its top bar here; this one floats over the hero and sticks once scrolled past. */}
      <Header variant="landing" />
      <LandingHero />
      <LandingBenefits />
      <LandingClosing />
    </div>
  );
}
