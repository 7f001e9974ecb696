import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_OPS_TOKEN,
  complainant,
  complaintDetail,
  createComplaintApp,
  lastSms,
  makePhoto,
  type Session,
  saveComplaint,
} from '../../test/complaints.ts';
import { SMS_WAIT } from '../../test/test-app.ts';
import { runCli } from '../run.ts';

// `npm run ops -- complaints [--open]`, `complaint <id>` and `reply <id> --text T [--image FILE]…`
// (PRODUCT.md §11–§12) against a listening app.

let app: FastifyInstance;
let dataDir: string;
let env: NodeJS.ProcessEnv;
const files = mkdtempSync(join(tmpdir(), 'reply-files-'));
let session: Session;
let complaint: { problemId: string; reference: string; replyBy: string };

beforeAll(async () => {
  ({ app, dataDir } = await createComplaintApp({ OPS_TOKEN: COMPLAINT_OPS_TOKEN }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  env = { OPS_URL: url, STAFF_TOKEN: COMPLAINT_OPS_TOKEN, DATA_DIR: join(files, 'none') };
  session = await complainant(app);
  complaint = (await saveComplaint(app, session, { problemType: 6, problemDetail: 'App crashes\non login' }))
    .body.data;
});
afterAll(async () => {
  await app.close();
  rmSync(files, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

const ops = async (args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
};

describe('npm run ops -- complaints', () => {
  it('lists id, reference, borrower, type, status, created and the reply-by date', async () => {
    const { code, stdout, stderr } = await ops(['complaints']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [header, row, count] = stdout.split('\n');
    expect(header).toMatch(/^ID {2}REFERENCE +BORROWER +TYPE +STATUS +CREATED +REPLY BY$/);
    expect(row).toMatch(
      new RegExp(
        `^ *${complaint.problemId} {2}${complaint.reference} {2}${session.mobilePhone} {2}App and service {2}processing {2}\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} {2}${complaint.replyBy}$`,
      ),
    );
    expect(count).toBe('1 complaint');
  });

  it('complaint <id> shows everything the borrower wrote', async () => {
    const { code, stdout } = await ops(['complaint', complaint.problemId]);
    expect(code).toBe(0);
    expect(stdout.split('\n').slice(0, 4)).toEqual([
      `Complaint ${complaint.problemId} ${complaint.reference}: App and service (processing; reply by ${complaint.replyBy})`,
      expect.stringMatching(new RegExp(`^From ${session.mobilePhone} on .*, no order, written in English$`)),
      '    App crashes',
      '    on login',
    ]);
    expect(stdout).toContain(`Not replied yet: npm run ops -- reply ${complaint.problemId} --text T`);
  });
});

describe('npm run ops -- reply', () => {
  it('refuses a file that is not a photo, and replies nothing', async () => {
    const notPhoto = join(files, 'notes.jpg');
    writeFileSync(notPhoto, 'just text');
    const { code, stderr } = await ops([
      'reply',
      complaint.problemId,
      '--text',
      'Fixed',
      '--image',
      notPhoto,
    ]);
    expect({ code, stderr }).toEqual({ code: 1, stderr: 'Only photos can be uploaded (JPEG, PNG or WebP)' });
    expect(
      (await ops(['reply', complaint.problemId, '--text', 'x', '--image', join(files, 'missing.png')]))
        .stderr,
    ).toBe(`Cannot read ${join(files, 'missing.png')}: no such file`);
    expect((await ops(['reply', complaint.problemId])).stderr).toBe(
      'reply needs --text. Usage: npm run ops -- reply <problemId> --text T [--image FILE]…',
    );
    expect((await complaintDetail(app, session, complaint.problemId)).data.status).toBe('processing');
  });

  it('answers with text and photos; the borrower reads the reply and gets an SMS', async () => {
    const [one, two] = [join(files, 'one.png'), join(files, 'two.jpg')];
    writeFileSync(one, await makePhoto('png'));
    writeFileSync(two, await makePhoto('jpeg'));
    const { code, stdout, stderr } = await ops([
      'reply',
      complaint.problemId,
      '--text',
      'Update the app to 2.1',
      '--image',
      one,
      '--image',
      two,
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      `Replied to complaint ${complaint.problemId} (${complaint.reference}) with 2 photos by ops:demo; SMS sent to ${session.mobilePhone}`,
    );
    const { data } = await complaintDetail(app, session, complaint.problemId);
    expect(data).toMatchObject({ disposeDetail: 'Update the app to 2.1', isNeedScore: 1 });
    expect(data.disposeImages).toHaveLength(2);
    await expect
      .poll(() => lastSms(app, session), SMS_WAIT)
      .toBe(
        `We have replied to your complaint ${complaint.reference}. Open My complaints in the app to read the reply.`,
      );
    expect((await ops(['complaints', '--open'])).stdout).toBe('No open complaints.');
    expect((await ops(['complaint', complaint.problemId])).stdout).toContain('Reply photos (2):');
  });

  it('adds a second reply after the first, and refuses an unknown complaint', async () => {
    expect((await ops(['reply', complaint.problemId, '--text', 'Again'])).stdout).toContain(
      'Replied to complaint',
    );
    expect((await ops(['complaint', complaint.problemId])).stdout).toContain('Again');
    expect((await ops(['reply', '999999', '--text', 'Hello'])).stderr).toBe(
      'Complaint 999999 does not exist',
    );
  });
});
