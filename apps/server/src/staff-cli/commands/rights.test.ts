import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowers } from '../../db/schema/auth.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { rightsRequests } from '../../db/schema/rights.ts';
import { createTestApp, login, post } from '../../test/test-app.ts';
import { runCli } from '../run.ts';

// `npm run ops -- rights` and `rights-outcome`: staff answer data-rights requests by their deadline.

const TOKEN = 'rights-cli-ops-token-0123456789abcdef';
let app: FastifyInstance;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  app = await createTestApp({ OPS_TOKEN: TOKEN });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  env = { OPS_URL: url, STAFF_TOKEN: TOKEN, DATA_DIR: join(tmpdir(), 'no-ops-data') };
});
afterAll(() => app.close());

const ops = async (args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

const ask = async (phone: string, detail: string) => {
  const session = await login(app, phone);
  const { body } = await post(app, '/v3/personal-center/rights-request', { detail }, session);
  return { session, id: Number(body.data.requestId) };
};

describe('npm run ops -- rights', () => {
  it('says so when there is none', async () => {
    expect(await ops(['rights'])).toEqual({ code: 0, stdout: 'No data-rights requests.', stderr: '' });
  });

  it('lists the open requests by deadline, the overdue marked, with the borrower’s words', async () => {
    const late = await ask('0715310001', 'My name is spelt Asha, not Aisha');
    const fresh = await ask('0715310002', 'Wrong date of birth');
    await app.db
      .update(rightsRequests)
      .set({ dueAt: new Date(Date.now() - 86_400_000) })
      .where(eq(rightsRequests.id, late.id));
    const { code, stdout } = await ops(['rights', '--open']);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^\s*ID\s+BORROWER\s+KIND\s+STATUS\s+RECEIVED\s+DUE\s+OUTCOME/);
    expect(lines[1]).toMatch(new RegExp(`^\\s*${late.id}\\s+255715310001\\s+correction\\s+OVERDUE`));
    expect(lines[2]).toMatch(new RegExp(`^\\s*${fresh.id}\\s+255715310002\\s+correction\\s+open`));
    expect(stdout).toContain(`#${late.id} My name is spelt Asha, not Aisha`);
  });

  it('records an outcome once, naming who; the list shows it done', async () => {
    const { id } = await ask('0715310003', 'Please fix my name');
    const done = await ops(['rights-outcome', String(id), '--done', '--text', 'Name corrected']);
    expect(done).toMatchObject({ code: 0, stderr: '' });
    expect(done.stdout).toMatch(
      new RegExp(`^Request ${id} \\(correction, 255715310003\\) recorded done by ops:\\S+: Name corrected$`),
    );
    const again = await ops(['rights-outcome', String(id), '--refuse', '--text', 'No']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This request already has its outcome');
    expect((await ops(['rights', '--open'])).stdout).not.toMatch(new RegExp(`^\\s*${id}\\s`, 'm'));
    expect((await ops(['rights'])).stdout).toMatch(new RegExp(`^\\s*${id}\\s.*done.*Name corrected`, 'm'));
  });

  it('tells the borrower by SMS, once, in their language; a closed account is told nothing', async () => {
    const outcomeSms = async (id: number) =>
      (
        await app.db
          .select()
          .from(outbox)
          .where(like(outbox.key, `rights-outcome:${id}`))
      ).map((row) => row.payload);
    const english = await ask('0715310005', 'Please fix my name');
    await ops(['rights-outcome', String(english.id), '--done', '--text', 'Name corrected']);
    await ops(['rights-outcome', String(english.id), '--refuse', '--text', 'No']);
    expect(await outcomeSms(english.id)).toEqual([
      {
        phone: '255715310005',
        text: `Your data request ${english.id} has been answered: done. Read the answer in the app, under Me > My data.`,
      },
    ]);

    const swahili = await ask('0715310006', 'Jina langu si sahihi');
    await app.db.update(borrowers).set({ language: 'sw' }).where(eq(borrowers.phone, '255715310006'));
    await ops(['rights-outcome', String(swahili.id), '--refuse', '--text', 'Jina ni sahihi']);
    expect(await outcomeSms(swahili.id)).toEqual([
      {
        phone: '255715310006',
        text: `Ombi lako la taarifa ${swahili.id} limejibiwa: limekataliwa. Soma sababu kwenye programu, Mimi > Taarifa zangu.`,
      },
    ]);

    const closed = await ask('0715310007', 'Fix my name, then close my account');
    expect((await post(app, '/v3/personal-center/delete-account', {}, closed.session)).body.code).toBe(0);
    expect((await ops(['rights-outcome', String(closed.id), '--done', '--text', 'Closed'])).code).toBe(0);
    expect(await outcomeSms(closed.id)).toEqual([]);
  });

  it('refuses an outcome without --done or --refuse, or for no such request', async () => {
    expect((await ops(['rights-outcome', '1', '--text', 'x'])).stderr).toContain('needs --done or --refuse');
    const missing = await ops(['rights-outcome', '999999', '--done', '--text', 'x']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No such request');
  });

  it('shows an account closed in the app as a deletion already done', async () => {
    const session = await login(app, '0715310004');
    expect((await post(app, '/v3/personal-center/delete-account', {}, session)).body.code).toBe(0);
    expect((await ops(['rights'])).stdout).toMatch(
      /\sdeletion\s+done\s.*Account closed at the borrower’s request/,
    );
  });
});
