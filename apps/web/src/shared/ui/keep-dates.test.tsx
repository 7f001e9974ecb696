import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepDates } from './keep-dates.tsx';

describe('KeepDates', () => {
  it('keeps each date of a sentence on one line and the text as it was', () => {
    const { container } = render(
      <p>
        <KeepDates text="Unadaiwa 617.958,90 TZS tarehe 2026-11-26, kisha 2026-12-26." />
      </p>,
    );
    expect(container.textContent).toBe('Unadaiwa 617.958,90 TZS tarehe 2026-11-26, kisha 2026-12-26.');
    expect([...container.querySelectorAll('.keep-date')].map((date) => date.textContent)).toEqual([
      '2026-11-26',
      '2026-12-26',
    ]);
  });

  it('leaves text without a date as it is', () => {
    const { container } = render(
      <p>
        <KeepDates text="Within 3 working days" />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Within 3 working days</p>');
  });
});
