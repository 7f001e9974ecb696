import { Code } from '@tz-loan/contract/platform/envelope';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSms } from '../../db/schema/sandbox.ts';
import { ageCodes, askCode, freshPhone } from '../../test/promotion-landing.ts';
import { createTwinTestApps } from '../../test/test-app.ts';

// Against SMS pumping (PRODUCT.md §14): a 60 s cooldown per phone, 5 codes a day per phone and 20 an
// hour per client address. Counted in the database: two API processes sharing it see one count.

let twins: Awaited<ReturnType<typeof createTwinTestApps>>;
beforeAll(async () => {
  twins = await createTwinTestApps();
});
afterAll(() => twins.close());

const either = (i: number): FastifyInstance => (i % 2 === 0 ? twins.first : twins.second);
const smsTo = async (phone: string) =>
  (await twins.first.db.select().from(sandboxSms).where(eq(sandboxSms.phone, phone))).length;

describe('the cooldown', () => {
  it('20 code requests for one phone within a minute, on two processes: one SMS', async () => {
    const phone = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => askCode(either(i), phone.local, { address: '10.2.0.1' })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === Code.tooManyRequests)).toHaveLength(19);
    const refused = answers.find((a) => a.body.code === Code.tooManyRequests);
    expect(refused?.status).toBe(200);
    expect(refused?.body.message).toMatch(
      /^A code was just sent; please wait (60|59|58) seconds before asking again$/,
    );
    expect(await smsTo(phone.stored)).toBe(1);
  });

  it('says it in Kiswahili, and lets the phone ask again after 60 s', async () => {
    const phone = freshPhone();
    expect((await askCode(twins.first, phone.local, { address: '10.2.0.2' })).body.code).toBe(0);
    const again = await askCode(twins.second, phone.local, { address: '10.2.0.2', language: 'sw' });
    expect(again.body.message).toMatch(
      /^Msimbo umetumwa sasa hivi; tafadhali subiri sekunde \d+ kabla ya kuomba tena$/,
    );
    await ageCodes(twins.first, phone.stored, 61);
    expect((await askCode(twins.second, phone.local, { address: '10.2.0.2' })).body.code).toBe(0);
    expect(await smsTo(phone.stored)).toBe(2);
  });
});

describe('5 codes a day per phone', () => {
  it('the sixth within 24 hours is refused on either process, whatever the address', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      const answer = await askCode(either(i), phone.local, { address: `10.2.1.${i}` });
      expect(answer.body.code).toBe(0);
      await ageCodes(twins.first, phone.stored, 61);
    }
    for (const app of [twins.first, twins.second]) {
      const sixth = await askCode(app, phone.local, { address: '10.2.1.9' });
      expect(sixth.body).toEqual({
        code: Code.tooManyRequests,
        message: 'Too many codes were asked for this number today. Please try again in 24 hours',
      });
    }
    expect(await smsTo(phone.stored)).toBe(5);
    // A day after the first, the phone may ask again.
    await ageCodes(twins.first, phone.stored, 86_400 - 5 * 61);
    expect((await askCode(twins.second, phone.local, { address: '10.2.1.9' })).body.code).toBe(0);
  });
});

describe('20 codes an hour per client address', () => {
  it('30 phones from one address, concurrently on two processes: 20 sent, 10 refused in words', async () => {
    const address = '10.2.2.1';
    const phones = Array.from({ length: 30 }, () => freshPhone());
    const answers = await Promise.all(phones.map((phone, i) => askCode(either(i), phone.local, { address })));
    const sent = phones.filter((_, i) => answers[i]?.body.code === 0);
    const refused = answers.filter((a) => a.body.code === Code.tooManyRequests);
    expect(sent).toHaveLength(20);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.status).toBe(200);
      expect(answer.body.message).toMatch(
        /^Too many codes were asked for from this network\. Please try again in (59|60) minutes$/,
      );
    }
    const counts = await Promise.all(phones.map((phone) => smsTo(phone.stored)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
    // Either process refuses the next; another address is not held back.
    expect((await askCode(twins.second, freshPhone().local, { address })).body.code).toBe(
      Code.tooManyRequests,
    );
    const sw = await askCode(twins.first, freshPhone().local, { address, language: 'sw' });
    expect(sw.body.message).toMatch(
      /^Misimbo mingi mno imeombwa kutoka mtandao huu\. Tafadhali jaribu tena baada ya dakika \d+$/,
    );
    expect((await askCode(twins.first, freshPhone().local, { address: '10.2.2.2' })).body.code).toBe(0);
  });
});
