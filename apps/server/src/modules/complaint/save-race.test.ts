import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintImages, complaints } from '../../db/schema/complaint.ts';
import { complainant, makePhoto, type Session, saveComplaint, uploadPhoto } from '../../test/complaints.ts';
import { createTwinTestApps } from '../../test/test-app.ts';

// `problem-save` is idempotent (PRODUCT.md §7): with an Idempotency-Key, and by the business rule
// without one. Each race is fired at two API processes sharing one database (on PostgreSQL, two
// connection pools): one complaint, one reference number each, whatever arrives when.

const dataDir = mkdtempSync(join(tmpdir(), 'complaint-race-'));
let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
beforeAll(async () => {
  twins = await createTwinTestApps({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await twins.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const appOf = (i: number): FastifyInstance => (i % 2 === 0 ? twins.first : twins.second);
const complaintsOf = (session: Session) =>
  twins.first.db
    .select()
    .from(complaints)
    .where(eq(complaints.borrowerId, Number(session.userId)));

describe('20 identical saves at once', () => {
  it('without a key: one complaint, and every answer is its answer', async () => {
    const session = await complainant(twins.first);
    const photo = (await uploadPhoto(twins.first, session, await makePhoto('png'))).body.data.url;
    const body = { problemType: 6, problemDetail: 'The app logs me out', problemImage: photo };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => saveComplaint(appOf(i), session, body)),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill('00'));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const rows = await complaintsOf(session);
    expect(rows).toHaveLength(1);
    const [image] = await twins.first.db
      .select()
      .from(complaintImages)
      .where(eq(complaintImages.complaintId, rows[0]?.id ?? 0));
    expect(image).toBeDefined();
  });

  it('with one Idempotency-Key: one complaint; the key with another payload is refused', async () => {
    const session = await complainant(twins.first);
    const key = { 'idempotency-key': `complaint-${Date.now()}` };
    const body = { problemType: 5, problemDetail: 'Wrong name on my account' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => saveComplaint(appOf(i), session, body, key)),
    );
    // A replayed answer comes back from storage: the same fields, maybe not in the same order.
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(answers[0]?.body.code).toBe('00');
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true').length).toBeGreaterThan(0);
    expect(await complaintsOf(session)).toHaveLength(1);
    const other = await saveComplaint(
      twins.first,
      session,
      { ...body, problemDetail: 'Something else' },
      key,
    );
    expect(other.body).toEqual({
      code: '409',
      message: 'This Idempotency-Key was already used for a different request',
    });
  });

  it('the same complaint again once the first is replied is a new one', async () => {
    const session = await complainant(twins.first);
    const first = (await saveComplaint(twins.first, session, { problemDetail: 'Again' })).body.data;
    await twins.first.db
      .update(complaints)
      .set({ status: 'replied' })
      .where(eq(complaints.id, Number(first.problemId)));
    const second = (await saveComplaint(twins.second, session, { problemDetail: 'Again' })).body.data;
    expect(second.problemId).not.toBe(first.problemId);
  });
});

describe('many different complaints at once', () => {
  it('each gets its own reference number, with no gap', async () => {
    const sessions = await Promise.all(Array.from({ length: 10 }, () => complainant(twins.first)));
    const answers = await Promise.all(
      sessions.flatMap((session, i) =>
        [1, 2].map((n) => saveComplaint(appOf(i + n), session, { problemDetail: `Complaint ${i}.${n}` })),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill('00'));
    const references = answers.map((a) => a.body.data.reference as string);
    expect(new Set(references).size).toBe(20);
    const numbers = references.map((r) => Number(r.slice(-6))).sort((a, b) => a - b);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(19);
  });

  it('one photo in two different complaints at once: only one complaint is filed with it', async () => {
    const session = await complainant(twins.first);
    const photo = (await uploadPhoto(twins.first, session, await makePhoto('png'))).body.data.url;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        saveComplaint(appOf(i), session, { problemDetail: `Version ${i}`, problemImage: photo }),
      ),
    );
    expect(answers.filter((a) => a.body.code === '00')).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === '404')).toHaveLength(5);
    expect(await complaintsOf(session)).toHaveLength(1);
  });
});
