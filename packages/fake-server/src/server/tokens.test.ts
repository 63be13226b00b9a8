import { decodeJwt } from 'jose';
import { advanceClock } from '../test/helpers';
import { createTokenService, secretFromSeed } from './tokens';

const secret = secretFromSeed(1);

afterEach(() => jest.useRealTimers());

describe('createTokenService', () => {
  it('issues an HS256 pair carrying the user id and the token type', async () => {
    const tokens = createTokenService({ ttlSeconds: 600, secret });
    const { accessToken, refreshToken } = await tokens.issuePair(7);
    expect(decodeJwt(accessToken)).toMatchObject({ sub: '7', typ: 'access' });
    expect(decodeJwt(refreshToken)).toMatchObject({ sub: '7', typ: 'refresh' });
    const { iat = 0, exp = 0 } = decodeJwt(accessToken);
    expect(exp - iat).toBe(600);
    await expect(tokens.verify(accessToken, 'access')).resolves.toBe(7);
    await expect(tokens.verify(refreshToken, 'refresh')).resolves.toBe(7);
  });

  it('issues a different pair each time', async () => {
    const tokens = createTokenService({ ttlSeconds: 600, secret });
    const [a, b] = await Promise.all([tokens.issuePair(1), tokens.issuePair(1)]);
    expect(a.accessToken).not.toBe(b.accessToken);
    expect(a.refreshToken).not.toBe(b.refreshToken);
  });

  it('rejects the other type, a tampered token, garbage and another server’s token', async () => {
    const tokens = createTokenService({ ttlSeconds: 600, secret });
    const { accessToken, refreshToken } = await tokens.issuePair(1);
    await expect(tokens.verify(accessToken, 'refresh')).resolves.toBeNull();
    await expect(tokens.verify(refreshToken, 'access')).resolves.toBeNull();
    const [header, , signature] = accessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '2', typ: 'access', exp: 9999999999 }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${forged}.${signature}`, 'access')).resolves.toBeNull();
    await expect(tokens.verify('not-a-jwt', 'access')).resolves.toBeNull();
    const other = await createTokenService({
      ttlSeconds: 600,
      secret: secretFromSeed(2),
    }).issuePair(1);
    await expect(tokens.verify(other.accessToken, 'access')).resolves.toBeNull();
  });

  it('rejects a token once its lifetime is over', async () => {
    const tokens = createTokenService({ ttlSeconds: 60, secret });
    const { accessToken } = await tokens.issuePair(1);
    await expect(tokens.verify(accessToken, 'access')).resolves.toBe(1);
    advanceClock(61);
    await expect(tokens.verify(accessToken, 'access')).resolves.toBeNull();
  });

  it('derives the secret from the seed: the same seed accepts the token, another refuses it', async () => {
    const { accessToken } = await createTokenService({ ttlSeconds: 600, secret }).issuePair(4);
    const sameSeed = createTokenService({ ttlSeconds: 600, secret: secretFromSeed(1) });
    await expect(sameSeed.verify(accessToken, 'access')).resolves.toBe(4);
    expect(secretFromSeed(1)).toHaveLength(32);
    expect(secretFromSeed(1)).not.toEqual(secretFromSeed(2));
  });

  it('gives refresh tokens their own lifetime when asked', async () => {
    const tokens = createTokenService({ ttlSeconds: 60, refreshTtlSeconds: 600, secret });
    const { accessToken, refreshToken } = await tokens.issuePair(1);
    advanceClock(61);
    await expect(tokens.verify(accessToken, 'access')).resolves.toBeNull();
    await expect(tokens.verify(refreshToken, 'refresh')).resolves.toBe(1);
  });

  it('uses the injected signer', async () => {
    const sign = jest.fn(async () => 'signed');
    const tokens = createTokenService({ ttlSeconds: 60, secret, sign });
    await expect(tokens.issuePair(3)).resolves.toEqual({
      accessToken: 'signed',
      refreshToken: 'signed',
    });
    expect(sign).toHaveBeenCalledWith({ sub: '3', typ: 'access' }, expect.any(Uint8Array), 60);
  });
});
