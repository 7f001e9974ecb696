// Control bytes in what a caller sends: found once at the edge (http/control-bytes.ts), escaped
// wherever a refused value is kept for the record.

// NUL and the other C0 controls (but tab, newline and carriage return, which a typed text may hold)
// and DEL: no field of any call takes them, and PostgreSQL cannot even store a NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Where a control byte was found: a field's value ('' for the whole value) or a field's own name. */
export type ControlByteAt = { field: string } | 'a field name';

/** The first field holding a control byte, in its value or its own name, or null. */
export const fieldWithControlByte = (value: unknown): ControlByteAt | null => {
  const stack: [string, unknown][] = [['', value]];
  while (stack.length > 0) {
    const [path, current] = stack.pop() as [string, unknown];
    if (typeof current === 'string') {
      if (CONTROL.test(current)) return { field: path };
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const name = path ? `${path}.${key}` : key;
        if (CONTROL.test(key)) return 'a field name';
        stack.push([name, inner]);
      }
    }
  }
  return null;
};

/** Escapes control bytes as `\uXXXX` text, for what is kept for the record (an audit row, a logged body). */
export const escapeControlBytes = (text: string) =>
  text.replace(new RegExp(CONTROL.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
