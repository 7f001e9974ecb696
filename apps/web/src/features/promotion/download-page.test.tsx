import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../shared/http/mock-types.ts';
import { CALL, renderPromotion } from '../../test/promotion/promotion-test-kit.tsx';
import { watchMockCalls } from '../../test/watched-mocks.ts';
import { promotionTemplateMock } from './mock.ts';

const kit = watchMockCalls();
const PLAY = promotionTemplateMock.androidUrl;
const APP_STORE = promotionTemplateMock.iosUrl;
const storeLinks = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

describe('#/downloadTemplate: where to get the app', () => {
  it("reads the template the address names and lists Android's store first", async () => {
    renderPromotion('/downloadTemplate?id=1');
    expect(await screen.findByRole('heading', { name: 'Download the app' })).toBeInTheDocument();
    expect(storeLinks()).toEqual([PLAY, APP_STORE]);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', PLAY);
    expect(kit.call(CALL.template)).toHaveBeenCalledWith({ templateId: '1' });
  });

  it("an iPhone's visitor sees the App Store first", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    );
    renderPromotion('/downloadTemplate?id=1');
    await screen.findByRole('heading', { name: 'Download the app' });
    expect(storeLinks()).toEqual([APP_STORE, PLAY]);
  });

  it('the native app’s clientType decides over the user agent', async () => {
    renderPromotion('/downloadTemplate?id=1&clientType=ios');
    await screen.findByRole('heading', { name: 'Download the app' });
    expect(storeLinks()).toEqual([APP_STORE, PLAY]);
  });

  it('a link to anywhere but this app or the stores is not shown', async () => {
    kit
      .call(CALL.template)
      .mockImplementation(() => ok({ ...promotionTemplateMock, androidUrl: 'https://evil.example/app.apk' }));
    renderPromotion('/downloadTemplate?id=1');
    await screen.findByRole('heading', { name: 'Download the app' });
    expect(storeLinks()).toEqual([APP_STORE]);
  });

  it('an unknown template says the promotion is over', async () => {
    renderPromotion('/downloadTemplate?id=42');
    expect(
      await screen.findByRole('heading', { name: 'This promotion does not exist or has ended' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
