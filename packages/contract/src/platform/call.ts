import type { z } from 'zod';

/**
 * One call of the API: where it lives, what it takes (form body for POST, query for GET, on top of
 * the common params) and what its envelope's `data` holds. The server validates with it and the
 * web fetchers type and parse with it.
 */
export type Call<Input extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  path: `/${string}`;
  input: Input;
  data: Data;
  /** A POST call that also reads its query beyond the common params (e.g. the order of cardChange). */
  query?: z.ZodObject;
  /** What the call does, in a line: the API reference shows it. */
  summary?: string;
  /** The business refusals the call may answer, besides the ones every call of its kind may (400, 401…). */
  refusals?: readonly number[];
  /**
   * A staff call: the roles that may make it (staff/roles.ts). The server refuses everyone else and
   * the console shows the action only to them.
   */
  roles?: readonly string[];
};

/** A call as written: its schemas keep their exact types (the query of a POST too). */
export const defineCall = <C extends Call>(call: C): C => call;

export type CallInput<C extends Call> = z.input<C['input']>;
export type CallData<C extends Call> = z.output<C['data']>;
