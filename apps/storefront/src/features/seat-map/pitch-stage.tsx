/** A show floor in metres (40 × 24, see PITCH_SIZE), the stage platform at its left end. */
const L = 40;
const W = 24;
const STAGE_DEPTH = 9;
const STAGE_INSET = 3;

/** A plain stage: the platform with its front edge in the club's colour, then the floor. */
export function StageFloor({ label, accent }: { label: string; accent: string }) {
  const stageWidth = W - 2 * STAGE_INSET;
  return (
    <g>
      <rect x={-1.5} y={-1.5} width={L + 3} height={W + 3} rx={1} fill="#2A2F38" />
      <rect x={0} y={0} width={L} height={W} fill="#3A404B" />
      <rect x={0} y={STAGE_INSET} width={STAGE_DEPTH} height={stageWidth} rx={0.6} fill="#15181D" />
      <rect x={STAGE_DEPTH - 0.6} y={STAGE_INSET} width={0.6} height={stageWidth} fill={accent} />
      {/* Drawn ten times larger and scaled down: browsers clamp tiny font sizes before the scale. */}
      <g transform="scale(0.1)">
        <text
          x={(STAGE_DEPTH / 2) * 10}
          y={(W / 2) * 10}
          fill="#FFFFFF"
          fontSize={22}
          fontWeight={700}
          letterSpacing={3}
          textAnchor="middle"
          dominantBaseline="central"
          transform={`rotate(-90 ${(STAGE_DEPTH / 2) * 10} ${(W / 2) * 10})`}
        >
          {label.toUpperCase()}
        </text>
      </g>
    </g>
  );
}

/** Where the stage platform is, in floor metres, for the view from a seat. */
export const STAGE_PLATFORM = { x: 0, y: STAGE_INSET, width: STAGE_DEPTH, height: W - 2 * STAGE_INSET };
