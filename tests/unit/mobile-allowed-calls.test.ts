import { isAllowedMobileCall } from '@edge/mobile/allowed-calls';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('the mobile door forwards the calls of spec section 7 only', () => {
  it('lets the known calls through, HEAD with GET', () => {
    expect(isAllowedMobileCall('POST', '/oauth/token')).toBe(true);
    expect(isAllowedMobileCall('GET', '/client/contracts/3/payment-schedule')).toBe(true);
    expect(isAllowedMobileCall('HEAD', '/cars/17/short')).toBe(true);
    expect(isAllowedMobileCall('DELETE', '/auth/profile/tokens/o65avXayVg8sPeUl')).toBe(true);
  });

  it('refuses the development outbox, unknown paths, other methods and traversal', () => {
    expect(isAllowedMobileCall('GET', '/dev/sms-outbox')).toBe(false);
    expect(isAllowedMobileCall('DELETE', '/client/contracts/3')).toBe(false);
    expect(isAllowedMobileCall('GET', '/client/contracts/3/../../dev/sms-outbox')).toBe(false);
    expect(isAllowedMobileCall('GET', '/admin')).toBe(false);
    expect(isAllowedMobileCall('GET', '/client/contracts/3/diagram/extra')).toBe(false);
  });

  it('never lets a path to the outbox through, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.constantFrom('GET', 'POST', 'HEAD', 'DELETE'), fc.string(), fc.string(), (method, a, b) => {
        expect(isAllowedMobileCall(method, `${a}/dev/sms-outbox${b}`)).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });
});
