import type { Call } from '@tz-loan/contract/platform/call';
import { API_BASE } from '@tz-loan/contract/platform/constants';
import { Code } from '@tz-loan/contract/platform/envelope';
import { envelope } from '@tz-loan/contract/platform/envelope-schema';
import type { z } from 'zod';
import type { CliConfig } from './cli-config.ts';
import { CliError } from './cli-error.ts';

const TIMEOUT_MS = 30_000;

/** A list of records goes in a POST's JSON body only (a product's extra terms). */
type Value = string | number | readonly Readonly<Record<string, number>>[];
type Input = Record<string, Value | undefined>;

export type OpsClient = {
  /** `machine`: sends the data folder's secret instead of the member's token (`staff create-admin`). */
  call<C extends Call>(call: C, input: Input, options?: { machine?: boolean }): Promise<z.output<C['data']>>;
  /** Sends one file to a POST call without path params, as multipart. */
  upload<C extends Call>(call: C, file: UploadFile): Promise<z.output<C['data']>>;
};

/** `:name` segments of the call's path filled from the input; the rest goes in the query or body. */
const place = (call: Call, input: Input) => {
  const rest: Record<string, Value> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) rest[key] = value;
  const path = call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  if (call.method === 'POST') return { path, body: JSON.stringify(rest) };
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, String(v)]));
  return { path: query.size ? `${path}?${query}` : path, body: undefined };
};

/** A file the command line sends as the multipart field `field`. */
export type UploadFile = { field: string; name: string; bytes: Uint8Array };

/** Talks to the ops API; every way it can fail becomes one CliError line a person can act on. */
export const createOpsClient = (config: CliConfig): OpsClient => {
  const send = async <C extends Call>(
    call: C,
    path: string,
    body: string | FormData | undefined,
    machine = false,
  ): Promise<z.output<C['data']>> => {
    const token = machine ? await config.machineToken() : await config.token();
    let response: Response;
    try {
      response = await fetch(`${config.url}${API_BASE}${path}`, {
        method: call.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          // A FormData body sets its own multipart type with the boundary.
          ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new CliError(`The server at ${config.url} did not answer within ${TIMEOUT_MS / 1000} s`);
      }
      throw new CliError(`Cannot reach the server at ${config.url}: is \`npm start\` running?`);
    }
    // Business refusals answer 200 with a code; a 404 status means the route itself is missing.
    if (response.status === 404) {
      throw new CliError(
        `The server at ${config.url} has no such ops call: is OPS_URL right, and the server as new as this command line?`,
      );
    }
    const answer = envelope(call.data).safeParse(await response.json().catch(() => undefined));
    if (!answer.success) {
      throw new CliError(
        `The server at ${config.url} answered something unexpected (HTTP ${response.status}): is OPS_URL right?`,
      );
    }
    const { code, message, data } = answer.data;
    if (response.status === 401) {
      throw new CliError(`${message}: check STAFF_TOKEN, or ${config.tokenFile} of the running server`);
    }
    if (code !== Code.ok) throw new CliError(message);
    if (data === undefined) throw new CliError(`The server at ${config.url} answered without data`);
    return data as z.output<C['data']>;
  };
  return {
    call(call, input, options) {
      const { path, body } = place(call, input);
      return send(call, path, body, options?.machine === true);
    },
    upload(call, file) {
      const form = new FormData();
      form.append(file.field, new Blob([file.bytes]), file.name);
      return send(call, call.path, form);
    },
  };
};
