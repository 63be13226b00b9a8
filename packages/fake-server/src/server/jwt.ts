// HS256 JSON Web Tokens on WebCrypto: the little the fake server needs (sign, verify the
// signature and the expiry), in place of a JWT library (jose cost ~5 KB gzip on every page).

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const encodeJson = (value: unknown) => base64url(encoder.encode(JSON.stringify(value)));

/** Seconds since the epoch, read through Date (tests move it). */
export const nowInSeconds = () => Math.floor(new Date().getTime() / 1000);

const hmacKey = (secret: Uint8Array, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey(
    'raw',
    Uint8Array.from(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );

/** Signs the claims (with `iat` now) as an HS256 JWT. */
export async function signHs256(claims: Record<string, unknown>, secret: Uint8Array) {
  const input = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson({ ...claims, iat: nowInSeconds() })}`;
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    encoder.encode(input),
  );
  return `${input}.${base64url(new Uint8Array(signature))}`;
}

/**
 * The claims of an HS256 JWT signed with the secret and not expired (`exp` in the future), or
 * null for anything else: another algorithm, a bad signature, garbage.
 */
export async function verifyHs256(
  token: string,
  secret: Uint8Array,
): Promise<Record<string, unknown> | null> {
  try {
    const [header, payload, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !signature) return null;
    if ((JSON.parse(decoder.decode(fromBase64url(header))) as { alg?: unknown }).alg !== 'HS256')
      return null;
    const valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(secret, 'verify'),
      fromBase64url(signature),
      encoder.encode(`${header}.${payload}`),
    );
    if (!valid) return null;
    const claims: unknown = JSON.parse(decoder.decode(fromBase64url(payload)));
    if (typeof claims !== 'object' || claims === null) return null;
    const { exp } = claims as { exp?: unknown };
    return typeof exp === 'number' && exp > nowInSeconds()
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
