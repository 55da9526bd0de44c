import { describe, expect, it } from 'vitest';
import { unsupportedRuntime } from './runtime';

describe('the supported runtime', () => {
  it('refuses Node 20 (end of life) and anything before 22.12', () => {
    expect(unsupportedRuntime('20.20.2')).toMatch(/20\.20\.2 is not supported/);
    expect(unsupportedRuntime('22.11.0')).not.toBeNull();
    expect(unsupportedRuntime('18.20.0')).not.toBeNull();
  });

  it('accepts 22.12 and later LTS lines', () => {
    for (const version of ['22.12.0', '22.20.1', '24.21.0', '26.10.0']) {
      expect(unsupportedRuntime(version)).toBeNull();
    }
  });

  it('is what the test command itself runs on (the Node 24 that npm install provides)', () => {
    expect(unsupportedRuntime(process.versions.node)).toBeNull();
  });
});
