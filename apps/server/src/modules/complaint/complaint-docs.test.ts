import * as contract from '@tz-loan/contract/complaint/calls';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLAINT_OPS_TOKEN, createComplaintApp } from '../../test/complaints.ts';

// /tapi/docs lists every complaint route, in the '00' envelope the borrower's calls answer.

type Operation = {
  tags?: string[];
  operationId?: string;
  description?: string;
  responses?: Record<
    string,
    { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> }
  >;
};

let app: FastifyInstance;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  ({ app } = await createComplaintApp({ OPS_TOKEN: COMPLAINT_OPS_TOKEN }));
  paths = (await app.inject({ method: 'GET', url: '/tapi/docs/json' })).json().paths;
});
afterAll(() => app.close());

const calls = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, { method: string; path: string }] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'path' in entry[1],
);

describe('the API reference of complaints', () => {
  it('has every call of the contract, by its name', () => {
    expect(calls.map(([name]) => name).sort()).toEqual(
      [
        'contactInfo',
        'opsComplaintDetail',
        'opsComplaintImage',
        'opsComplaints',
        'opsReply',
        'complaintDetail',
        'complaintInit',
        'complaintInitGet',
        'complaintList',
        'complaintSave',
        'saveScore',
        'uploadComplaintImage',
      ].sort(),
    );
    for (const [name, call] of calls) {
      const entry = paths[`/tapi${call.path.replace(/:(\w+)/g, '{$1}')}`]?.[call.method.toLowerCase()];
      expect(entry?.operationId, name).toBe(name);
      expect(entry?.tags, name).toEqual([name.startsWith('ops') ? 'ops' : 'complaint']);
    }
  });

  it("shows the borrower's calls answering code '00' as text, with the payload in data", () => {
    const save = paths['/tapi/user-problem/problem-save']?.post;
    const answer = save?.responses?.['200']?.content?.['application/json']?.schema?.properties;
    expect(Object.keys(answer ?? {})).toEqual(['code', 'message', 'data']);
    expect(answer?.code?.type).toBe('string');
    expect(save?.description).toContain("`'00'`: success");
    expect(save?.description).toContain("`'409'`");
  });

  it('lists the photo routes', () => {
    expect(paths['/tapi/user-problem/problem-image/{imageId}']?.get?.tags).toEqual(['complaint']);
    expect(paths['/tapi/ops/complaint-images/{imageId}']?.get?.tags).toEqual(['ops']);
  });
});
