import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** A link inside the console: a real href (open in a new tab works), routed in place on a plain click. */
export const StaffLink = ({ to, children }: { to: string; children: ReactNode }) => {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to);
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
};
