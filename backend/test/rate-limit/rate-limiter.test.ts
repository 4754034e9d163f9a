import { DomainError } from '../../src/errors/domain-error.js';
import { RateLimiter } from '../../src/rate-limit/rate-limiter.js';
import { MemoryStore } from '../../src/store/memory-store.js';

const rule = { name: 'test', limit: 2, windowSeconds: 60, failClosed: false };

describe('RateLimiter', () => {
  it('allows the limit, then refuses with the seconds to wait', async () => {
    const store = new MemoryStore();
    const limiter = new RateLimiter(store);
    await limiter.enforce(rule, 'visitor-a');
    await limiter.enforce(rule, 'visitor-a');
    const refused = await limiter.enforce(rule, 'visitor-a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 60 seconds.', details: { retryAfterSeconds: 60 } });
    await expect(limiter.enforce(rule, 'visitor-b')).resolves.toBeUndefined();
    await store.close();
  });

  it('fails open or closed, as the rule says, when the store is down', async () => {
    const store = new MemoryStore();
    await store.close();
    const broken = { ...store, kind: 'memory' as const, increment: () => Promise.reject(new Error('down')) } as unknown as MemoryStore;
    const limiter = new RateLimiter(broken);
    await expect(limiter.enforce(rule, 'x')).resolves.toBeUndefined();
    await expect(limiter.enforce({ ...rule, failClosed: true }, 'x')).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
