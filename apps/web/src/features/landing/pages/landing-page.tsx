import { LandingBenefits } from '../components/landing-benefits.tsx';
import { LandingClosing } from '../components/landing-closing.tsx';
import { LandingHero } from '../components/landing-hero.tsx';

/**
 * A first cut of the landing page (spec §2 Landing page); the full set of sections comes later.
 * Its header (the 'landing' variant, floating over the hero) is drawn by the root layout.
 */
export default function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingBenefits />
      <LandingClosing />
    </>
  );
}
