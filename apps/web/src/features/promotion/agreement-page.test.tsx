import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPromotion } from '../../test/promotion/promotion-test-kit.tsx';
import { watchMockCalls } from '../../test/watched-mocks.ts';

watchMockCalls();

describe('#/agreementTemplate: the registration terms', () => {
  it('says who registers, what is kept and why, the SMS, and links the privacy policy', () => {
    renderPromotion('/agreementTemplate?id=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Registration terms' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Who can register',
      'What we keep and why',
      'Text messages',
      'Your data and your rights',
    ]);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/sauceEleph/),
    );
  });

  it('names the lender the visitor registers with, by its registered name', async () => {
    renderPromotion('/agreementTemplate?id=1');
    expect(await screen.findByText('Lender: Sandbox Lender Ltd (demo)')).toBeInTheDocument();
  });
});
