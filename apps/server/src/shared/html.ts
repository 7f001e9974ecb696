const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated string goes through this: product names and phones are data, never markup. */
export const escapeHtml = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
