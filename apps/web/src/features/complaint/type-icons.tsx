// The first three problem types carry an icon (SPEC.md §2): small inline drawings, no download.
const PATHS: Record<string, string> = {
  collection: 'M12 3a5 5 0 0 1 5 5v3l2 3H5l2-3V8a5 5 0 0 1 5-5Zm-2 14h4a2 2 0 0 1-4 0Z',
  repayment: 'M3 7h18v10H3Zm2 2v6h14V9Zm7 1a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  application: 'M6 3h9l4 4v14H6Zm2 6h8v2H8Zm0 4h8v2H8Zm0-8v2h5V5Z',
};

export const TypeIcon = ({ name }: { name: string }) => {
  const path = PATHS[name];
  if (!path) return null;
  return (
    <svg className="cp-type-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d={path} fill="currentColor" />
    </svg>
  );
};
