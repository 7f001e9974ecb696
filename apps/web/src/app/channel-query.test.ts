import { describe, expect, it } from 'vitest';
import { channelHash, hashSearch } from './channel-query.ts';

describe('the channel app reads its query from either side of the #', () => {
  it('after the #: as it is', () => {
    expect(channelHash('/h5/', '', '#/borrowDetail?orderId=1&sessionId=s')).toBe(
      '#/borrowDetail?orderId=1&sessionId=s',
    );
  });

  it('before the #: copied into the hash route', () => {
    expect(channelHash('/h5/', '?sessionId=s&language=sw', '#/borrowDetail?orderId=1')).toBe(
      '#/borrowDetail?sessionId=s&language=sw&orderId=1',
    );
  });

  it("both: the hash's own value wins", () => {
    expect(channelHash('/h5/', '?orderId=1', '#/borrowDetail?orderId=2')).toBe('#/borrowDetail?orderId=2');
  });

  it('a route given as a path (a return address with no hash) becomes the hash route', () => {
    expect(channelHash('/h5/borrowDetail', '?orderId=3', '')).toBe('#/borrowDetail?orderId=3');
    expect(channelHash('/h5/', '', '')).toBe('#/');
    expect(channelHash('/h5', '?x=1', '')).toBe('#/?x=1');
  });

  it("hashSearch is the hash route's query", () => {
    expect(hashSearch('#/borrowDetail?orderId=1')).toBe('?orderId=1');
    expect(hashSearch('#/borrowDetail')).toBe('');
  });
});
