/** A template's colour, or the theme's primary when it is not `#rrggbb` (it becomes a style). */
export const colourOf = (colour: string) =>
  /^#[0-9a-f]{6}$/i.test(colour) ? colour : 'var(--adm-color-primary)';
