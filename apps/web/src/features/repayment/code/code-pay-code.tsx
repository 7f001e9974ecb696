// Digits read back in threes ('845 210 337') are easier to type into a wallet. The groups are spaced
// by CSS, not by spaces, so a press-and-hold selects exactly what Copy copies.
const groupsOf = (code: string) => (/^\d{7,}$/.test(code) ? (code.match(/\d{1,3}/g) ?? [code]) : [code]);

/** A code to pay with, large, in monospace, selectable in one press (user-select: all). */
export const PayCode = ({ code, dim = false }: { code: string; dim?: boolean }) => (
  <p className={dim ? 'code-value code-dim' : 'code-value'} data-testid="pay-code">
    {groupsOf(code).map((group, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one code never move.
      <span key={index}>{group}</span>
    ))}
  </p>
);
