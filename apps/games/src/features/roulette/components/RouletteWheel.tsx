import { useTranslation } from '@platform/i18n';
import { POCKET_DEG, WHEEL_ORDER, pocketColour } from '../wheel';

const FILL = { red: '#c8102e', black: '#1b1b1b', green: '#0b8a45' } as const;
const R = 100;

function point(deg: number, radius: number) {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(R + radius * Math.cos(rad)).toFixed(2)},${(R + radius * Math.sin(rad)).toFixed(2)}`;
}

/** The pockets, drawn once: each a wedge centred on its angle, with its number. */
const POCKETS = WHEEL_ORDER.map((pocket, i) => {
  const centre = i * POCKET_DEG;
  const from = centre - POCKET_DEG / 2;
  const to = centre + POCKET_DEG / 2;
  return (
    <g key={pocket}>
      <path
        d={`M${R},${R} L${point(from, 98)} A98,98 0 0 1 ${point(to, 98)} Z`}
        fill={FILL[pocketColour(pocket)]}
        stroke="#d4af37"
        strokeWidth="0.5"
      />
      <text
        x={R}
        y={R - 86}
        transform={`rotate(${centre} ${R} ${R})`}
        textAnchor="middle"
        fontSize="8"
        fill="#fff"
      >
        {pocket}
      </text>
    </g>
  );
});

/**
 * A European wheel as SVG, turned by a CSS transition to `rotation` degrees (the result's pocket
 * under the pointer, wheel.ts spinTo); `spinning` only marks it for tests and styles.
 */
export function RouletteWheel({ rotation, pocket }: { rotation: number; pocket: number | null }) {
  const { t } = useTranslation('games');
  return (
    <div className="rou-wheel-box">
      <svg className="rou-pointer" viewBox="0 0 20 14" aria-hidden="true">
        <path d="M0,0 L20,0 L10,14 Z" fill="#f5c518" />
      </svg>
      <svg
        className="rou-wheel"
        viewBox="0 0 200 200"
        role="img"
        aria-label={pocket === null ? t('a11y.wheel') : t('a11y.wheelAt', { pocket })}
        data-testid="rou-wheel"
        data-rotation={rotation}
        style={{ transform: `rotate(${rotation}deg)` }}
      >
        <circle cx={R} cy={R} r={99} fill="#5a3a1a" />
        {POCKETS}
        <circle cx={R} cy={R} r={60} fill="#3b2410" stroke="#d4af37" />
      </svg>
    </div>
  );
}
