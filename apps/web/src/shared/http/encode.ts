/** What a call's params may hold: scalars, or lists of scalars (sent comma-joined, e.g. image URLs). */
export type ParamValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];
export type RequestParams = Record<string, ParamValue>;

/** Sets each param on `target` as text; `null`/`undefined` are left out. */
export const appendParams = (target: URLSearchParams, params: RequestParams = {}): URLSearchParams => {
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    target.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return target;
};
