// Every problem type carries an icon, so the list reads in one line: small inline drawings, no download.
// The server names the first three (SPEC.md §2); the screen draws the others by the type's value.
const PATHS: Record<string, string> = {
  collection: 'M12 3a5 5 0 0 1 5 5v3l2 3H5l2-3V8a5 5 0 0 1 5-5Zm-2 14h4a2 2 0 0 1-4 0Z',
  repayment: 'M3 7h18v10H3Zm2 2v6h14V9Zm7 1a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  application: 'M6 3h9l4 4v14H6Zm2 6h8v2H8Zm0 4h8v2H8Zm0-8v2h5V5Z',
  fees: 'M7 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm10 10a3 3 0 1 1 0 6 3 3 0 0 1 0-6ZM17.6 4 19 5.4 6.4 18 5 16.6Z',
  account: 'M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8ZM4 21a8 8 0 0 1 16 0Z',
  app: 'M7 2h10v20H7Zm2 3v11h6V5Zm2 13v2h2v-2Z',
  other: 'M3 4h18v13H8l-5 4Zm4 5.5v2h2v-2Zm4 0v2h2v-2Zm4 0v2h2v-2Z',
};

/** Types 4–7 (fees, account, app, other): the server gives them no icon name. */
const BY_VALUE: Record<number, string> = { 4: 'fees', 5: 'account', 6: 'app', 7: 'other' };

export const TypeIcon = ({ name, value }: { name: string; value: number }) => {
  const path = PATHS[name] ?? PATHS[BY_VALUE[value] ?? 'other'];
  return (
    <svg className="cp-type-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d={path} fill="currentColor" />
    </svg>
  );
};
