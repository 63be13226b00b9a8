import { nowInSeconds, signHs256, verifyHs256 } from './jwt';
import { createRandom, deriveSeed } from './random';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  /** The user id, as JWTs carry it: a string. */
  sub: string;
  typ: TokenType;
}

/** Signs one token. Injectable (FakeServerOptions.signToken) so tests can make signing fail. */
export type SignToken = (
  claims: TokenClaims,
  key: Uint8Array,
  ttlSeconds: number,
) => Promise<string>;

/** 128 random bits as hex (crypto.randomUUID would need a secure context). */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export const signJwt: SignToken = (claims, key, ttlSeconds) =>
  signHs256(
    {
      typ: claims.typ,
      sub: claims.sub,
      // A unique id: two pairs issued within the same second still differ.
      jti: randomId(),
      exp: nowInSeconds() + ttlSeconds,
    },
    key,
  );

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface TokenService {
  issuePair(userId: number): Promise<TokenPair>;
  /** The user id the token was issued to, or null when it is bad, expired or of the other type. */
  verify(token: string, type: TokenType): Promise<number | null>;
}

export interface TokenServiceOptions {
  /** Lifetime of access tokens. */
  ttlSeconds: number;
  /** Lifetime of refresh tokens (default: ttlSeconds). */
  refreshTtlSeconds?: number;
  /**
   * The HS256 secret. The fake server derives it from its seed, so tokens stay valid across a
   * page reload (a new server instance with the same seed), as with a real server.
   */
  secret: Uint8Array;
  sign?: SignToken;
}

/** A 256-bit secret from a seed: the same seed, the same secret. */
export function secretFromSeed(seed: number): Uint8Array {
  const random = createRandom(deriveSeed(seed, 'token-secret'));
  return Uint8Array.from({ length: 32 }, () => random.int(0, 255));
}

/** HS256 access and refresh tokens signed with the given secret. */
export function createTokenService({
  ttlSeconds,
  refreshTtlSeconds = ttlSeconds,
  secret: key,
  sign = signJwt,
}: TokenServiceOptions): TokenService {
  return {
    async issuePair(userId) {
      const sub = String(userId);
      const [accessToken, refreshToken] = await Promise.all([
        sign({ sub, typ: 'access' }, key, ttlSeconds),
        sign({ sub, typ: 'refresh' }, key, refreshTtlSeconds),
      ]);
      return { accessToken, refreshToken };
    },

    async verify(token, type) {
      const payload = await verifyHs256(token, key);
      const userId = Number(payload?.sub);
      return payload?.typ === type && Number.isInteger(userId) && userId > 0 ? userId : null;
    },
  };
}
