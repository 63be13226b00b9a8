import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { signHs256, verifyHs256 } from './jwt';

const secret = Uint8Array.from({ length: 32 }, (_, index) => index);
const inOneMinute = () => Math.floor(Date.now() / 1000) + 60;

describe('HS256 tokens on WebCrypto', () => {
  it('signs tokens a standard JWT library accepts, and accepts its tokens', async () => {
    const ours = await signHs256({ sub: '5', exp: inOneMinute() }, secret);
    expect(decodeProtectedHeader(ours)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(ours, secret, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ sub: '5', iat: expect.any(Number) });

    const theirs = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('9')
      .setExpirationTime('60s')
      .sign(secret);
    await expect(verifyHs256(theirs, secret)).resolves.toMatchObject({ sub: '9', typ: 'access' });
  });

  it('refuses an unsigned token, an expired one, one without expiry and extra parts', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none' })}.${encode({ sub: '1', exp: inOneMinute() })}.`;
    await expect(verifyHs256(unsigned, secret)).resolves.toBeNull();
    const expired = await signHs256({ sub: '1', exp: inOneMinute() - 120 }, secret);
    await expect(verifyHs256(expired, secret)).resolves.toBeNull();
    const forever = await signHs256({ sub: '1' }, secret);
    await expect(verifyHs256(forever, secret)).resolves.toBeNull();
    const valid = await signHs256({ sub: '1', exp: inOneMinute() }, secret);
    await expect(verifyHs256(`${valid}.extra`, secret)).resolves.toBeNull();
    await expect(verifyHs256(valid, secret)).resolves.toMatchObject({ sub: '1' });
  });
});
