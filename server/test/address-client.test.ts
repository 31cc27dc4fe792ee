import { startAddress, type AddressSim } from '@fwd/simulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressClient, isSlow } from '../src/outside/address/client.ts';
import { outsideFailure } from './outside-failure.ts';

let sim: AddressSim;
beforeAll(async () => {
  sim = await startAddress({ clientId: 'cid', clientSecret: 'secret', seed: 7 });
});
afterAll(() => sim.close());

const client = (o: Partial<Parameters<typeof createAddressClient>[0]> = {}) =>
  createAddressClient({ baseUrl: sim.url, clientId: 'cid', clientSecret: 'secret', timeoutMs: 500, ...o });

describe('address validation client (UPS XAV shape) against the simulator', () => {
  it('takes a token once and classifies street addresses', async () => {
    const c = client();
    const before = sim.stats();
    expect(await c.classify({ country: 'US', postcode: '10001', lines: ['500 Main St', 'Suite 300'] })).toEqual({
      code: 1,
      description: 'Commercial',
      found: true,
    });
    expect(await c.classify({ country: 'US', lines: ['22 Oak Lane Apt 4'] })).toEqual({
      code: 2,
      description: 'Residential',
      found: true,
    });
    expect(sim.stats().tokens - before.tokens).toBe(1);
    expect(c.covers('US') && c.covers('PR') && !c.covers('DE')).toBe(true);
  });

  it('fails on wrong credentials with the service’s own code', async () => {
    const err = await outsideFailure(
      client({ clientSecret: 'wrong' }).classify({ country: 'US', lines: ['1 Main St'] }),
    );
    expect(err).toMatchObject({ service: 'address', status: 401, code: '10401' });
    expect(isSlow(err)).toBe(false);
  });

  it('takes a new token once when the service stops honouring the one it gave', async () => {
    const c = client();
    await c.classify({ country: 'US', lines: ['1 Main St'] });
    sim.revokeTokens();
    expect((await c.classify({ country: 'US', lines: ['1 Main St Suite 2'] })).code).toBe(1);
  });

  it('fails at once on 503, without retries (the rules stand in)', async () => {
    const c = client();
    sim.failNext(1, 503);
    const before = sim.stats().requests;
    const err = await outsideFailure(c.classify({ country: 'US', lines: ['1 Main St'] }));
    expect(err.status).toBe(503);
    expect(sim.stats().requests - before).toBe(1);
  });

  it('says slow when no answer comes in time', async () => {
    sim.setDelay(1_000);
    try {
      const err = await outsideFailure(client({ timeoutMs: 100 }).classify({ country: 'US', lines: ['1 Main St'] }));
      expect(isSlow(err)).toBe(true);
    } finally {
      sim.setDelay(0);
    }
  });

  it('refuses a country it does not cover, and fails on an address nobody listens at', async () => {
    expect(await outsideFailure(client().classify({ country: 'DE', lines: ['Hauptstr. 1'] }))).toMatchObject({
      status: 400,
      code: '264002',
    });
    const gone = await outsideFailure(
      createAddressClient({ baseUrl: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' }).classify({
        country: 'US',
        lines: ['1'],
      }),
    );
    expect(gone.status).toBeNull();
  });
});
