/**
 * Whether a tap would reach `element`: nothing on the way up takes taps away (`pointer-events: none`,
 * as a popup sliding in or a table still loading sets). Wait for it before a user event clicks.
 */
export const tappable = (element: HTMLElement) => {
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).pointerEvents === 'none') return false;
  return true;
};
