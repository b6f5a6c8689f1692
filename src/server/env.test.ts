import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('environment', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      SEED_DEMO: true,
      TRUST_PROXY: 0,
      ADMIN_USERNAME: 'admin',
    });
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});
