/** A basketball court in metres (28 × 15, FIBA), origin at the top-left corner. */
const L = 28;
const W = 15;
const LINE = { fill: 'none', stroke: '#FFFFFF', strokeWidth: 0.08 } as const;
const PLANKS = 14;

function Half({ mirror, paint }: { mirror: boolean; paint: string }) {
  const basket = 1.575;
  // The three-point line: straight 0.9 m from the sidelines, then an arc of 6.75 m round the basket.
  const straight = 0.9;
  const arcX = basket + Math.sqrt(6.75 ** 2 - (W / 2 - straight) ** 2);
  return (
    <g transform={mirror ? `translate(${L} 0) scale(-1 1)` : undefined}>
      <rect
        x={0}
        y={W / 2 - 2.45}
        width={5.8}
        height={4.9}
        fill={paint}
        {...{ stroke: LINE.stroke, strokeWidth: LINE.strokeWidth }}
      />
      <circle cx={5.8} cy={W / 2} r={1.8} {...LINE} />
      <path d={`M0 ${straight} H${arcX} A6.75 6.75 0 0 1 ${arcX} ${W - straight} H0`} {...LINE} />
      <line x1={1.2} y1={W / 2 - 0.9} x2={1.2} y2={W / 2 + 0.9} stroke="#FFFFFF" strokeWidth={0.12} />
      <circle cx={basket} cy={W / 2} r={0.23} fill="none" stroke="#F97316" strokeWidth={0.08} />
    </g>
  );
}

export function BasketballCourt({ paint }: { paint: string }) {
  const plank = W / PLANKS;
  return (
    <g>
      <rect x={-1.5} y={-1.5} width={L + 3} height={W + 3} fill="#3A3F47" />
      {Array.from({ length: PLANKS }, (_, i) => (
        <rect key={i} x={0} y={i * plank} width={L} height={plank} fill={i % 2 ? '#D8A466' : '#DDAC70'} />
      ))}
      <rect x={0} y={0} width={L} height={W} {...LINE} />
      <line x1={L / 2} y1={0} x2={L / 2} y2={W} {...LINE} />
      <circle
        cx={L / 2}
        cy={W / 2}
        r={1.8}
        fill={paint}
        {...{ stroke: LINE.stroke, strokeWidth: LINE.strokeWidth }}
      />
      <Half mirror={false} paint={paint} />
      <Half mirror paint={paint} />
    </g>
  );
}
