import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean };

/**
 * A link inside the app, navigated on the client. react-router's own `<Link>` brings its framework
 * mode's page prefetching (route-module discovery, RSC) into every first load, which this app never
 * uses; the router's hooks give the same navigation without it.
 */
export const Link = ({ to, replace, onClick, target, ...rest }: Props) => {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
};
