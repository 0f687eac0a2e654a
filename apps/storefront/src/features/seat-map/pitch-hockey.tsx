/** An ice hockey rink in metres (60 × 30, IIHF), origin at the top-left of the boards. */
const L = 60;
const W = 30;
const RED = '#C8232C';
const BLUE = '#1F4FB5';

function Zone({ mirror }: { mirror: boolean }) {
  const goalLine = 4;
  return (
    <g transform={mirror ? `translate(${L} 0) scale(-1 1)` : undefined}>
      <line x1={goalLine} y1={1.2} x2={goalLine} y2={W - 1.2} stroke={RED} strokeWidth={0.12} />
      <path
        d={`M${goalLine} ${W / 2 - 1.8} A1.8 1.8 0 0 1 ${goalLine} ${W / 2 + 1.8}Z`}
        fill="#9CC9EE"
        stroke={RED}
        strokeWidth={0.1}
      />
      <rect
        x={goalLine - 1.1}
        y={W / 2 - 0.915}
        width={1.1}
        height={1.83}
        fill="none"
        stroke={RED}
        strokeWidth={0.15}
      />
      <line x1={22.5} y1={0} x2={22.5} y2={W} stroke={BLUE} strokeWidth={0.45} />
      {[W / 2 - 7, W / 2 + 7].map((cy) => (
        <g key={cy}>
          <circle cx={10} cy={cy} r={4.5} fill="none" stroke={RED} strokeWidth={0.12} />
          <circle cx={10} cy={cy} r={0.35} fill={RED} />
        </g>
      ))}
    </g>
  );
}

export function HockeyRink() {
  return (
    <g>
      <rect x={-1.2} y={-1.2} width={L + 2.4} height={W + 2.4} rx={9.2} fill="#3B4452" />
      <rect x={0} y={0} width={L} height={W} rx={8.5} fill="#EEF5FA" />
      <line x1={L / 2} y1={0} x2={L / 2} y2={W} stroke={RED} strokeWidth={0.45} />
      <circle cx={L / 2} cy={W / 2} r={4.5} fill="none" stroke={BLUE} strokeWidth={0.12} />
      <circle cx={L / 2} cy={W / 2} r={0.3} fill={BLUE} />
      <Zone mirror={false} />
      <Zone mirror />
    </g>
  );
}
