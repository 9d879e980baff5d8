import { useId } from 'react';
import { Trans } from '@lingui/react/macro';

/**
 * The video's poster: drawn with the page (it is the first screen's largest picture, so it
 * should not wait for a request of its own after the page's code has run). Decorative.
 * Its lettering takes the page's font (no font-family of its own), so Hindi pages draw it in Devanagari.
 */
export function IntroPoster({ className }: { className?: string }) {
  const gradient = `${useId()}-bg`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" className={className} aria-hidden preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1730" />
          <stop offset="1" stopColor="#182a4a" />
        </linearGradient>
      </defs>
      <rect width="1280" height="720" fill={`url(#${gradient})`} />
      <path d="M0 180H1280M0 360H1280M0 540H1280M160 0V720M480 0V720M800 0V720M1120 0V720" stroke="#263a5e" strokeWidth="1" />
      <g fill="#34d399">
        <rect x="140" y="420" width="26" height="120" rx="3" /><rect x="220" y="380" width="26" height="110" rx="3" />
        <rect x="300" y="400" width="26" height="70" rx="3" /><rect x="380" y="330" width="26" height="120" rx="3" />
        <rect x="540" y="290" width="26" height="100" rx="3" /><rect x="700" y="240" width="26" height="110" rx="3" />
        <rect x="860" y="200" width="26" height="90" rx="3" /><rect x="1020" y="150" width="26" height="110" rx="3" />
      </g>
      <g fill="#f87171">
        <rect x="460" y="340" width="26" height="60" rx="3" /><rect x="620" y="300" width="26" height="50" rx="3" />
        <rect x="780" y="250" width="26" height="60" rx="3" /><rect x="940" y="210" width="26" height="50" rx="3" />
      </g>
      <path
        d="M100 520L233 450L313 440L393 390L473 370L553 340L633 325L713 295L793 280L873 245L953 235L1033 205L1180 150"
        fill="none" stroke="#a7f3d0" strokeWidth="4" strokeLinecap="round"
      />
      <text x="640" y="620" textAnchor="middle" fontSize="44" fontWeight="800" fill="#ffffff">
        <Trans>Free live webinar · Bank Nifty strategy</Trans>
      </text>
      <text x="640" y="670" textAnchor="middle" fontSize="28" fill="#a7f3d0">
        <Trans>Every Sunday, 7 PM · Hindi and English</Trans>
      </text>
    </svg>
  );
}
