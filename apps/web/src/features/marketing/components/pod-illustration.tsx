// Five experts around the project, linked to it and to their neighbours: a POD.
const MEMBERS = [
  { x: 200, y: 48, color: '#4338ca' },
  { x: 338, y: 150, color: '#0e7490' },
  { x: 286, y: 312, color: '#b45309' },
  { x: 114, y: 312, color: '#be185d' },
  { x: 62, y: 150, color: '#15803d' },
];

/** Decorative picture of a POD for the home page hero. */
export function PodIllustration({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 370" className={className}>
      <circle cx="200" cy="190" r="150" fill="#e0e7ff" opacity="0.55" />
      <g stroke="#a5b4fc" strokeWidth="2.5" strokeDasharray="6 8">
        {MEMBERS.map((member, index) => {
          const next = MEMBERS[(index + 1) % MEMBERS.length] ?? member;
          return <line key={`ring-${member.x}`} x1={member.x} y1={member.y} x2={next.x} y2={next.y} />;
        })}
      </g>
      <g stroke="#6366f1" strokeWidth="3">
        {MEMBERS.map((member) => (
          <line key={`spoke-${member.x}`} x1="200" y1="190" x2={member.x} y2={member.y} />
        ))}
      </g>
      <rect x="150" y="140" width="100" height="100" rx="26" fill="#4338ca" />
      <path d="M180 168h40v10h-28v10h24v10h-24v10h28v10h-40z" fill="#fff" />
      {MEMBERS.map((member) => (
        <g key={`member-${member.x}`}>
          <circle cx={member.x} cy={member.y} r="34" fill="#fff" stroke={member.color} strokeWidth="4" />
          <circle cx={member.x} cy={member.y - 8} r="9" fill={member.color} />
          <path d={`M${member.x - 16} ${member.y + 18}c2-12 9-17 16-17s14 5 16 17z`} fill={member.color} />
        </g>
      ))}
    </svg>
  );
}
