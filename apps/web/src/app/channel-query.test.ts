import { describe, expect, it } from 'vitest';
import { channelPath, isHashRoute } from './channel-query.ts';

describe('a hash route of the channel app moves to its real path, with the query of either side of the #', () => {
  it('after the #: as it is', () => {
    expect(channelPath('', '#/borrowDetail?orderId=1&sessionId=s')).toBe(
      '/h5/borrowDetail?orderId=1&sessionId=s',
    );
  });

  it('before the #: copied into the path', () => {
    expect(channelPath('?sessionId=s&language=sw', '#/borrowDetail?orderId=1')).toBe(
      '/h5/borrowDetail?sessionId=s&language=sw&orderId=1',
    );
  });

  it("both: the hash's own value wins", () => {
    expect(channelPath('?orderId=1', '#/borrowDetail?orderId=2')).toBe('/h5/borrowDetail?orderId=2');
  });

  it('a route with no query, or none at all', () => {
    expect(channelPath('', '#/register')).toBe('/h5/register');
    expect(channelPath('?x=1', '#')).toBe('/h5/?x=1');
  });

  it('only `#/…` is a hash route: a fragment of a page is not', () => {
    expect(isHashRoute('#/register?id=1')).toBe(true);
    expect(isHashRoute('#terms')).toBe(false);
    expect(isHashRoute('')).toBe(false);
  });
});
