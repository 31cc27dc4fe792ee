import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classificationOf, hasCandidate, startAddress, type AddressSim } from './server.ts';

let sim: AddressSim;
beforeAll(async () => {
  sim = await startAddress({ clientId: 'id', clientSecret: 'secret', seed: 1 });
});
afterAll(() => sim.close());

const token = async (auth = 'id:secret') =>
  fetch(`${sim.url}/security/v1/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
const xav = (bearer: string, body: unknown, option = 3) =>
  fetch(`${sim.url}/api/addressvalidation/v2/${option}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });

describe('address validation simulator (UPS XAV shape)', () => {
  it('classifies by words, then by a hash of seed and address, the same every time', () => {
    expect(classificationOf({ AddressLine: ['1 Main St', 'Suite 2'] })).toBe(1);
    expect(classificationOf({ AddressLine: '9 Oak Lane Apt 3' })).toBe(2);
    expect(classificationOf({ ConsigneeName: 'Acme', AddressLine: ['9 Oak Lane'] })).toBe(1);
    const plain = { AddressLine: ['77 Elm St'], PostcodePrimaryLow: '10001' };
    expect(classificationOf(plain, 5)).toBe(classificationOf(plain, 5));
    const spread = new Set(Array.from({ length: 60 }, (_, i) => classificationOf({ AddressLine: [`${i} Elm St`] }, 5)));
    expect(spread).toEqual(new Set([0, 1, 2]));
  });

  it('hands out tokens for the right client only, and answers XAV with the classification', async () => {
    expect((await token('id:wrong')).status).toBe(401);
    const { access_token } = (await (await token()).json()) as { access_token: string };
    const r = await xav(access_token, {
      XAVRequest: { AddressKeyFormat: { AddressLine: ['1 Main St Suite 2'], CountryCode: 'US' } },
    });
    expect(await r.json()).toMatchObject({
      XAVResponse: { AddressClassification: { Code: '1', Description: 'Commercial' } },
    });
    const validateOnly = (await (
      await xav(
        access_token,
        { XAVRequest: { AddressKeyFormat: { AddressLine: ['1 Main St'], CountryCode: 'US' } } },
        1,
      )
    ).json()) as { XAVResponse: object };
    expect(validateOnly.XAVResponse).not.toHaveProperty('AddressClassification');
    expect(
      (await xav(access_token, { XAVRequest: { AddressKeyFormat: { AddressLine: ['1'], CountryCode: 'DE' } } })).status,
    ).toBe(400);
    expect((await xav(access_token, {})).status).toBe(400);
    expect((await xav('nope', {})).status).toBe(401);
  });

  it('finds no candidate for a line without a house number and a word', async () => {
    expect(hasCandidate({ AddressLine: ['asdf qwer'] })).toBe(false);
    expect(hasCandidate({})).toBe(false);
    expect(hasCandidate({ AddressLine: ['1 Main St'] })).toBe(true);
    const { access_token } = (await (await token()).json()) as { access_token: string };
    const r = (await (
      await xav(access_token, { XAVRequest: { AddressKeyFormat: { AddressLine: ['asdf qwer'], CountryCode: 'US' } } })
    ).json()) as { XAVResponse: object };
    expect(r.XAVResponse).toMatchObject({ NoCandidatesIndicator: '' });
    expect(r.XAVResponse).not.toHaveProperty('AddressClassification');
    expect(r.XAVResponse).not.toHaveProperty('Candidate');
  });
});

describe('the simulator’s rate limit', () => {
  it('answers 429 with Retry-After beyond its calls a second, every caller counted together, and logs every call', async () => {
    const limited = await startAddress({
      clientId: 'id',
      clientSecret: 'secret',
      callsPerSecond: 2,
      retryAfterSeconds: 3,
    });
    try {
      const auth = { authorization: `Basic ${Buffer.from('id:secret').toString('base64')}` };
      const { access_token } = (await (
        await fetch(`${limited.url}/security/v1/oauth/token`, {
          method: 'POST',
          headers: auth,
          body: 'grant_type=client_credentials',
        })
      ).json()) as { access_token: string };
      const body = JSON.stringify({
        XAVRequest: { AddressKeyFormat: { AddressLine: ['1 Main St'], CountryCode: 'US' } },
      });
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          fetch(`${limited.url}/api/addressvalidation/v2/3`, {
            method: 'POST',
            headers: { authorization: `Bearer ${access_token}` },
            body,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429]);
      expect(answers.find((a) => a.status === 429)!.headers.get('retry-after')).toBe('3');
      expect(limited.stats().rateLimited).toBe(1);
      expect(limited.log.map((r) => r.status).sort()).toEqual([200, 200, 429]);
      limited.failNext(1, 429);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const forced = await fetch(`${limited.url}/api/addressvalidation/v2/3`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}` },
        body,
      });
      expect([forced.status, forced.headers.get('retry-after')]).toEqual([429, '3']);
    } finally {
      await limited.close();
    }
  });
});
