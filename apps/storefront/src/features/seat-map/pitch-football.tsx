/** A football pitch in metres (105 × 68), origin at the top-left corner flag. */
const L = 105;
const W = 68;
const LINE = { fill: 'none', stroke: 'rgba(255,255,255,.9)', strokeWidth: 0.35 } as const;
const STRIPES = 12;

function End({ mirror }: { mirror: boolean }) {
  // One half's boxes, drawn for the left goal and mirrored for the right.
  const penaltyTop = (W - 40.32) / 2;
  const goalTop = (W - 18.32) / 2;
  // The penalty arc is the part of the 9.15 m circle round the spot that lies outside the box.
  const dx = 16.5 - 11;
  const dy = Math.sqrt(9.15 ** 2 - dx ** 2);
  return (
    <g transform={mirror ? `translate(${L} 0) scale(-1 1)` : undefined}>
      <rect x={0} y={penaltyTop} width={16.5} height={40.32} {...LINE} />
      <rect x={0} y={goalTop} width={5.5} height={18.32} {...LINE} />
      <circle cx={11} cy={W / 2} r={0.3} fill="rgba(255,255,255,.9)" />
      <path d={`M16.5 ${W / 2 - dy} A9.15 9.15 0 0 1 16.5 ${W / 2 + dy}`} {...LINE} />
      <rect x={-2} y={(W - 7.32) / 2} width={2} height={7.32} {...LINE} fill="rgba(255,255,255,.35)" />
      <path d={`M0 1 A1 1 0 0 0 1 0 M0 ${W - 1} A1 1 0 0 1 1 ${W}`} {...LINE} />
    </g>
  );
}

export function FootballPitch() {
  const stripe = L / STRIPES;
  return (
    <g>
      <rect x={-5} y={-4} width={L + 10} height={W + 8} rx={1} fill="#2F7A36" />
      {Array.from({ length: STRIPES }, (_, i) => (
        <rect key={i} x={i * stripe} y={0} width={stripe} height={W} fill={i % 2 ? '#3B8B40' : '#43974A'} />
      ))}
      <rect x={0} y={0} width={L} height={W} {...LINE} />
      <line x1={L / 2} y1={0} x2={L / 2} y2={W} {...LINE} />
      <circle cx={L / 2} cy={W / 2} r={9.15} {...LINE} />
      <circle cx={L / 2} cy={W / 2} r={0.35} fill="rgba(255,255,255,.9)" />
      <End mirror={false} />
      <End mirror />
    </g>
  );
}
