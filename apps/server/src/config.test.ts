import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ENABLE_HOST: 'yes' })).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}DATABASE_URL: .*\n {2}ENABLE_HOST: /,
    );
  });

  it('runs in demo mode on 127.0.0.1:8080 with ./data by default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ mode: 'demo', port: 8080, host: '127.0.0.1', databaseUrl: undefined });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.features).toEqual({ host: true, devPages: true, devApi: true });
  });

  it('turns the demo features off in production unless switched on one by one', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).features).toEqual({
      host: false,
      devPages: false,
      devApi: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', ENABLE_DEV_API: '1' }).features.devApi).toBe(true);
  });

  it('serves the API reference in demo mode; production only with ENABLE_API_DOCS=1', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ENABLE_API_DOCS: '1' }).apiDocs).toBe(true);
  });
});
