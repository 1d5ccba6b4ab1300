import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows max requests per client in a window, then says how long to wait, then starts over', () => {
    let time = 1_000_000;
    const { take } = createRateLimiter({ max: 3, windowMs: 60_000 }, () => time);
    expect([take('a'), take('a'), take('a')]).toEqual([undefined, undefined, undefined]);
    time += 15_000;
    expect(take('a')).toBe(45);
    expect(take('b')).toBeUndefined(); // every client has its own count
    time += 44_500;
    expect(take('a')).toBe(1);
    time += 500;
    expect(take('a')).toBeUndefined();
  });

  it('forgets expired clients once it remembers many, and still counts the live ones', () => {
    let time = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 }, () => time);
    for (let n = 0; n < 10_000; n++) limiter.take(`old-${n}`);
    time += 500;
    for (let n = 0; n < 5_000; n++) limiter.take(`new-${n}`);
    expect(limiter.clients).toBe(15_000); // nothing had expired yet
    time += 600; // the old ones have expired; the new ones are still in their window
    expect(limiter.take('fresh')).toBeUndefined();
    expect(limiter.clients).toBe(5_001);
    expect(limiter.take('new-1')).toBe(1);
  });
});

describe('clientAddress', () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

  it('uses the connection address unless told to trust a proxy', () => {
    expect(clientAddress(request('10.0.0.1', '1.2.3.4'), false)).toBe('10.0.0.1');
  });

  it('behind a trusted proxy, uses the address the proxy appended, not what the client claimed', () => {
    expect(clientAddress(request('10.0.0.1', '6.6.6.6, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.1'), true)).toBe('10.0.0.1');
  });
});
