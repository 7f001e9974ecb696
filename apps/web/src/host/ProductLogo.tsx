import { useState } from 'react';

/** A server-given logo when it is a plain http(s) or same-origin URL, else the name's initial. */
const safeSrc = (src: string) => (/^(https?:\/\/|\/(?!\/))/i.test(src) ? src : null);

export const ProductLogo = ({ src, name, size = 44 }: { src: string; name: string; size?: number }) => {
  const [failed, setFailed] = useState(false);
  const url = safeSrc(src);
  const style = { width: size, height: size };
  if (!url || failed) {
    return (
      <span className="logo logo--initial" style={style} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  return <img className="logo" style={style} src={url} alt="" onError={() => setFailed(true)} />;
};
