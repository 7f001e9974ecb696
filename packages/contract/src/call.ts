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
};

export const defineCall = <Input extends z.ZodType, Data extends z.ZodType>(call: Call<Input, Data>) => call;

export type CallInput<C extends Call> = z.input<C['input']>;
export type CallData<C extends Call> = z.output<C['data']>;
