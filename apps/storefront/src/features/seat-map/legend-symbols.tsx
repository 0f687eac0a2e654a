'use client';

import type { TokenVars } from './use-token-vars';

export type SeatSymbol = 'unavailable' | 'selected' | 'accessible' | 'resale' | 'restricted';

/** The seat symbols as the canvas draws them (draw-seats.ts), for the legend. */
export function SeatSymbolIcon({
  symbol,
  vars,
  colour,
}: {
  symbol: SeatSymbol;
  vars: TokenVars;
  colour: string;
}) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {symbol === 'unavailable' && <circle cx="10" cy="10" r="5" fill={vars.border} />}
      {symbol === 'selected' && (
        <>
          <circle cx="10" cy="10" r="9" fill={vars.brand} />
          <text
            x="10"
            y="10"
            dy="0.35em"
            textAnchor="middle"
            fontSize="11"
            fontWeight="700"
            fill={vars.brandContrast}
          >
            1
          </text>
        </>
      )}
      {symbol === 'accessible' && <rect x="3" y="3" width="14" height="14" rx="2.5" fill={colour} />}
      {symbol === 'restricted' && (
        <>
          <circle cx="10" cy="10" r="7" fill={colour} />
          <line
            x1="5.7"
            y1="14.3"
            x2="14.3"
            y2="5.7"
            stroke={vars.bg}
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </>
      )}
      {symbol === 'resale' && (
        <>
          <circle cx="10" cy="10" r="7" fill={colour} />
          <circle cx="10" cy="10" r="3.2" fill="none" stroke={vars.bg} strokeWidth="1.6" />
        </>
      )}
    </svg>
  );
}
