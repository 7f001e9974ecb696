import { devSmsOutbox } from '@tz-loan/contract/auth/calls';
import { homeIndex } from '@tz-loan/contract/loan/home';
import { describe, expect, it, vi } from 'vitest';
import { callApi, ResponseShapeError } from './call-api.ts';
import { callLegacyApi } from './call-legacy-api.ts';
import type { HttpClient } from './create-http-client.ts';

const product = {
  productId: '1',
  productName: 'Quick loan',
  productLogo: '/logo.png',
  amountMin: 40_000_000,
  amountMax: 80_000_000,
  termDays: 91,
  periods: 1,
};

const clientAnswering = (body: unknown) => {
  const client = { get: vi.fn().mockResolvedValue(body), post: vi.fn().mockResolvedValue(body) };
  return client as typeof client & HttpClient;
};

describe('callApi: a contract call through one of the clients', () => {
  it('POSTs a POST call with its input and options, and returns the envelope with data parsed', async () => {
    const client = clientAnswering({ code: 0, message: 'ok', data: { products: [product], extra: 1 } });
    const envelope = await callApi(client, homeIndex, {}, { loading: 'Loading…' });
    expect(client.post).toHaveBeenCalledExactlyOnceWith('/v3/home/index', {}, { loading: 'Loading…' });
    expect(client.get).not.toHaveBeenCalled();
    // Parsed by the schema: keys the contract does not name are dropped.
    expect(envelope).toEqual({ code: 0, message: 'ok', data: { products: [product] } });
  });

  it('GETs a GET call with its input as query params', async () => {
    const client = clientAnswering({ code: 0, message: '', data: { messages: [] } });
    await callApi(client, devSmsOutbox, { phone: '0712345678' });
    expect(client.get).toHaveBeenCalledExactlyOnceWith('/dev/sms-outbox', { phone: '0712345678' }, undefined);
  });

  it('reads a string code as its integer ("00" is success)', async () => {
    const client = clientAnswering({ code: '00', message: 'ok', data: { products: [] } });
    await expect(callApi(client, homeIndex, {})).resolves.toEqual({
      code: 0,
      message: 'ok',
      data: { products: [] },
    });
  });

  it('returns an unsuccessful envelope without data and without parsing it', async () => {
    const client = clientAnswering({ code: 409, message: 'Already applied', data: { whatever: true } });
    await expect(callApi(client, homeIndex, {})).resolves.toEqual({ code: 409, message: 'Already applied' });
  });

  it('rejects with ResponseShapeError when successful data is off the contract', async () => {
    const client = clientAnswering({
      code: 0,
      message: 'ok',
      data: { products: [{ ...product, amountMin: 1.5 }] },
    });
    const error = await callApi(client, homeIndex, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).path).toBe('/v3/home/index');
    expect((error as ResponseShapeError).issues).toEqual([
      expect.objectContaining({ path: ['products', 0, 'amountMin'] }),
    ]);
  });

  it('rejects with ResponseShapeError when the body is not an envelope', async () => {
    await expect(callApi(clientAnswering('<html>'), homeIndex, {})).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it("passes the client's failure on unchanged", async () => {
    const offline = new TypeError('Failed to fetch');
    const client = { get: vi.fn(), post: vi.fn().mockRejectedValue(offline) };
    await expect(callApi(client, homeIndex, {})).rejects.toBe(offline);
  });
});

describe('callApi with only a call ref (the budgeted screens)', () => {
  it('returns data typed but unparsed, and still refuses a body that is not an envelope', async () => {
    const client = clientAnswering({ code: 0, message: 'ok', data: { products: [], extra: 1 } });
    const envelope = await callApi<typeof homeIndex>(client, { method: 'POST', path: '/v3/home/index' }, {});
    expect(envelope).toEqual({ code: 0, message: 'ok', data: { products: [], extra: 1 } });
    await expect(
      callApi<typeof homeIndex>(clientAnswering('<html>'), { method: 'POST', path: '/v3/home/index' }, {}),
    ).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('callLegacyApi: the /gopia/goya/* envelope', () => {
  it("returns attach on '00' and no attach otherwise", async () => {
    const ref = { method: 'POST', path: '/gopia/goya/define' } as const;
    const ok = await callLegacyApi(
      clientAnswering({ code: '00', message: 'ok', attach: { url: '/x' } }),
      ref,
      {},
    );
    expect(ok).toEqual({ code: '00', message: 'ok', attach: { url: '/x' } });
    const refused = await callLegacyApi(
      clientAnswering({ code: '01', message: 'No', attach: { url: '/x' } }),
      ref,
      {},
    );
    expect(refused).toEqual({ code: '01', message: 'No' });
  });
});
