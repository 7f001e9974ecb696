/**
 * A product's logo beside its name: decorative, its box reserved. Asked for at low priority, so that on
 * a slow link the screen's code comes before it; the screen's text never waits for it.
 */
export const ProductLogo = ({ src, size, className }: { src: string; size: number; className?: string }) => (
  <img
    className={className}
    src={src}
    alt=""
    width={size}
    height={size}
    fetchPriority="low"
    decoding="async"
  />
);
