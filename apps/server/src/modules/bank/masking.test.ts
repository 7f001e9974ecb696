import { expect, it } from 'vitest';
import { maskAccountNumber } from '../../shared/masking.ts';
import { mobileMoneyBody } from '../../test/bank-forms.ts';
import { createLoggedTestApp, login, post } from '../../test/test-app.ts';

it('masks to **** and the last 4 digits', () => {
  expect(maskAccountNumber('0712345678')).toBe('****5678');
  expect(maskAccountNumber('123456789')).toBe('****6789');
});

it('the whole account number never reaches the logs', async () => {
  const { app: logged, lines } = await createLoggedTestApp('trace');
  try {
    const session = await login(logged, '0716000011');
    await post(logged, '/v3/certify/save-bank-info', mobileMoneyBody(), session);
    await post(
      logged,
      '/v3/certify/save-bank-info',
      mobileMoneyBody({ confirmCardNo: '0712345670' }),
      session,
    );
    await post(logged, '/v3/certify/bank-account', {}, session);
    await post(logged, '/service/entry-order/card-init', {}, session);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain('712345678');
  } finally {
    await logged.close();
  }
});
