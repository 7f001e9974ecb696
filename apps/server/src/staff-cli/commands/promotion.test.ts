import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askCode, freshPhone, registerPhone, sentCode } from '../../test/promotion-landing.ts';
import { createTestApp, get } from '../../test/test-app.ts';
import { runCli } from '../run.ts';

// `npm run ops -- promotion [--template ID]`: the landing's funnel per template and utm_tag.

const TOKEN = 'promotion-cli-ops-token-0123456789abcdef';
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

const track = async (kind: 'visit' | 'click', page_id: number, utm_tag: string, times: number) => {
  for (let i = 0; i < times; i++) {
    await get(app, `/api/v2/youmi/promotion/track-${kind}`, { page_id, utm_tag, page_type: 1 });
  }
};

/** A visitor who asks for a code, and registers when told to. */
const visitor = async (id: number | undefined, utm_tag: string, registers: boolean) => {
  const phone = freshPhone();
  expect((await askCode(app, phone.local, { fields: { id, utm_tag } })).body.code).toBe(0);
  if (!registers) return;
  const answer = await registerPhone(app, phone.local, await sentCode(app, phone.stored), { id, utm_tag });
  expect(answer.body.code).toBe(0);
};

describe('npm run ops -- promotion', () => {
  it('before anyone came: each template with zeros', async () => {
    const { code, stdout, stderr } = await ops(['promotion']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.split('\n')).toEqual([
      expect.stringMatching(/^TEMPLATE +UTM_TAG +VISITS +CLICKS +CODES SENT +REGISTERED +CONVERSION$/),
      expect.stringMatching(/^1 Borrow up to 600\.000,00 T… +\(none\) +0 +0 +0 +0 +-$/),
      expect.stringMatching(/^2 Borrow up to 800\.000,00 T… +\(none\) +0 +0 +0 +0 +-$/),
      'Total for all templates: 0 visits, 0 clicks, 0 codes sent, 0 registrations, conversion - (registrations per visit)',
    ]);
  });

  it('counts visits, clicks, codes sent and registrations per template and utm_tag', async () => {
    await track('visit', 1, 'radio', 4);
    await track('click', 1, 'radio', 2);
    await visitor(1, 'radio', true);
    await visitor(1, 'radio', false);
    await track('visit', 2, 'tv', 2);
    await track('click', 2, 'tv', 1);
    await visitor(2, 'tv', true);
    await visitor(undefined, '', false);
    const { code, stdout } = await ops(['promotion']);
    expect(code).toBe(0);
    expect(stdout.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^1 Borrow up to 600\.000,00 T… +radio +4 +2 +2 +1 +25\.0 %$/),
      expect.stringMatching(/^2 Borrow up to 800\.000,00 T… +tv +2 +1 +1 +1 +50\.0 %$/),
      expect.stringMatching(/^\(none\) +\(none\) +0 +0 +1 +0 +-$/),
      'Total for all templates: 6 visits, 3 clicks, 4 codes sent, 2 registrations, conversion 33.3 % (registrations per visit)',
    ]);
  });

  it('--template ID shows that template alone', async () => {
    const { code, stdout } = await ops(['promotion', '--template', '2']);
    expect(code).toBe(0);
    expect(stdout.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^2 Borrow up to 800\.000,00 T… +tv +2 +1 +1 +1 +50\.0 %$/),
      'Total for template 2: 2 visits, 1 click, 1 code sent, 1 registration, conversion 50.0 % (registrations per visit)',
    ]);
  });

  it('a template that does not exist, or an id that is not one: exits 1 with one line', async () => {
    expect(await ops(['promotion', '--template', '9'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Template 9 does not exist',
    });
    const bad = await ops(['promotion', '--template', 'x']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe('templateId is not a valid id. Usage: npm run ops -- promotion [--template ID]');
  });

  it('is in the help', async () => {
    expect((await ops(['help'])).stdout).toContain('promotion [--template ID]');
  });

  it('a utm_tag with a newline, a tab and U+202E prints escaped: the table keeps one line per row', async () => {
    await track('visit', 1, 'ad\nline2\tx\u202eevil', 1);
    const { code, stdout } = await ops(['promotion', '--template', '1']);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^1 Borrow up to 600\.000,00 T… +ad\\nline2\\tx\\u202eevil +1 +0 +0 +0 +0\.0 %$/),
      expect.stringMatching(/^1 Borrow up to 600\.000,00 T… +radio +4 +2 +2 +1 +25\.0 %$/),
      expect.stringMatching(/^Total for template 1: 5 visits/),
    ]);
    expect(lines[1]?.length).toBe(lines[2]?.length);
    for (const hidden of ['\t', '\u202e']) expect(stdout).not.toContain(hidden);
  });
});
