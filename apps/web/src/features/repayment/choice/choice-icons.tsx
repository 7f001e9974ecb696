// One line-drawn icon per way to repay, in the primary colour.
const PATHS = {
  instalments: 'M5 6h14v14H5zM5 10h14M9 4v4M15 4v4M8.5 14h2M13.5 14h2M8.5 17h2',
  card: 'M3 6h18v12H3zM3 10h18M6.5 14.5h4',
  code: 'M4 6v12M7 6v12M10.5 6v12M14 6v12M16.5 6v12M20 6v12',
  instructions: 'M6 4h9l3 3v13H6zM9 10h6M9 13h6M9 16h4',
} as const;
export type ChoiceIconName = keyof typeof PATHS;

export const ChoiceIcon = ({ name }: { name: ChoiceIconName }) => (
  <svg className="choice-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path
      d={PATHS[name]}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
