import { describe, expect, it } from 'vitest';
import { readAppFeatures } from './features.ts';

const page = (head: string) =>
  new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');

describe('readAppFeatures: the app-features meta the server writes', () => {
  it('reads every feature named', () => {
    expect(readAppFeatures(page('<meta name="app-features" content="dev,host">'))).toEqual(
      new Set(['dev', 'host']),
    );
    expect(readAppFeatures(page('<meta name="app-features" content=" host , dev ">'))).toEqual(
      new Set(['dev', 'host']),
    );
  });

  it('reads none from an empty meta or no meta', () => {
    expect(readAppFeatures(page('<meta name="app-features" content="">')).size).toBe(0);
    expect(readAppFeatures(page('<meta name="other" content="dev">')).size).toBe(0);
  });

  it('reads only what is named: host without dev', () => {
    const features = readAppFeatures(page('<meta name="app-features" content="host">'));
    expect(features.has('dev')).toBe(false);
    expect(features.has('host')).toBe(true);
  });

  it("reads the document's own meta by default", () => {
    const meta = document.createElement('meta');
    meta.name = 'app-features';
    meta.content = 'dev';
    document.head.append(meta);
    expect(readAppFeatures().has('dev')).toBe(true);
    meta.remove();
  });
});
