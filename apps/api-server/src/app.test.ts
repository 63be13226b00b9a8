import { createApiApp } from './app';

// What the HTTP layer adds to the fake server's handlers (the contract itself is test/contract.test.ts).

const login = { email: 'admin@demo.com', password: 'admin' };
const json = { 'Content-Type': 'application/json' };

describe('the API server', () => {
  it('lets a dashboard on another origin send its bearer token', async () => {
    const { app } = createApiApp();
    const preflight = await app.request('/api/users/stats', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4175',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4175');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'authorization',
    );
    const answer = await app.request('/api/users/stats', {
      headers: { Origin: 'http://127.0.0.1:4175' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:4175');
  });

  it('passes the query, the body and the token through, and answers JSON', async () => {
    const { app } = createApiApp();
    const signedIn = await app.request('/jwt/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(login),
    });
    expect(signedIn.status).toBe(200);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const page = await app.request('/api/users/list/data?perPage=3&role[]=editor&page=2', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/application\/json/);
    const { users } = (await page.json()) as { users: { role: string }[] };
    expect(users).toHaveLength(3);
    expect(users.every((user) => user.role === 'editor')).toBe(true);
  });

  it('resets its data only when started resettable', async () => {
    const plain = createApiApp();
    expect((await plain.app.request('/__test/reset', { method: 'POST' })).status).toBe(404);
    const resettable = createApiApp({ resettable: true });
    const reset = jest.spyOn(resettable.server, 'reset');
    expect((await resettable.app.request('/__test/reset', { method: 'POST' })).status).toBe(204);
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
