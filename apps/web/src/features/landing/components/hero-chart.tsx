import { Trans, useLingui } from '@lingui/react/macro';
/** Decorative candlestick chart for the hero; carries no data. */
const CANDLES = [
  [40, 150, 120, 170, 110], [80, 128, 100, 140, 92], [120, 110, 124, 132, 100], [160, 124, 96, 130, 88],
  [200, 96, 104, 112, 84], [240, 104, 80, 110, 72], [280, 80, 60, 88, 52], [320, 60, 70, 78, 50],
  [360, 70, 46, 76, 38], [400, 46, 30, 52, 24],
] as const;

export function HeroChart() {
  const { t } = useLingui();
  return (
    <div aria-hidden className="relative hidden lg:block">
      <div className="rounded-2xl border border-white/10 bg-white/[0.04] p-6 shadow-2xl shadow-black/40 backdrop-blur">
        <div className="mb-4 flex items-center justify-between text-sm">
          <span className="font-semibold text-navy-100"><Trans>Model portfolio</Trans></span>
          <span className="rounded-full bg-emerald-400/15 px-2.5 py-0.5 font-semibold text-emerald-300"><Trans>Trend ↑</Trans></span>
        </div>
        <svg viewBox="0 0 440 200" className="w-full">
          {[40, 80, 120, 160].map((y) => (
            <line key={y} x1="0" x2="440" y1={y} y2={y} stroke="rgba(255,255,255,0.08)" />
          ))}
          <polyline
            points="40,135 80,114 120,117 160,110 200,100 240,92 280,70 320,65 360,58 400,38"
            fill="none"
            stroke="#34d399"
            strokeWidth="2"
            strokeOpacity="0.5"
          />
          {CANDLES.map(([x, open, close, low, high]) => {
            const up = close < open;
            return (
              <g key={x} stroke={up ? '#34d399' : '#f87171'} fill={up ? '#34d399' : '#f87171'}>
                <line x1={x} x2={x} y1={high} y2={low} strokeWidth="2" />
                <rect x={x - 7} y={Math.min(open, close)} width="14" height={Math.max(4, Math.abs(open - close))} rx="2" />
              </g>
            );
          })}
        </svg>
        <div className="mt-4 grid grid-cols-3 gap-3 text-center text-xs">
          {[t`Entry`, t`Stop loss`, t`Target`].map((label) => (
            <div key={label} className="rounded-lg border border-white/10 bg-white/[0.03] px-2 py-2 text-navy-200">
              {label}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
