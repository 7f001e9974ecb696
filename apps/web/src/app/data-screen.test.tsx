import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useConfig } from 'antd-mobile';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route.tsx';
import { queryClient } from './data-providers.tsx';
import { dataScreen } from './data-screen.tsx';

const Probe = () => {
  const client = useQueryClient();
  const { locale } = useConfig();
  return (
    <h1>
      {client === queryClient ? 'shared cache' : 'other cache'} {locale.locale} {locale.common.cancel}
    </h1>
  );
};

describe('dataScreen', () => {
  it('runs the screen inside the query cache and antd-mobile in English', async () => {
    renderRoute('/data', {
      table: [{ path: '/data', group: 'borrower', built: true }],
      screens: { '/data': dataScreen(async () => Probe) },
    });
    expect(await screen.findByRole('heading')).toHaveTextContent('shared cache en Cancel');
  });
});
