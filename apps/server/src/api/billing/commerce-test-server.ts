import { postJson, startTestServer, type TestServer } from '../../testing/test-app.ts';

/** Test-only helpers: real accounts through the auth service's sign-up, real bearer tokens. */
export async function startCommerceTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer({ RATE_LIMIT_SCALE: '1000', ...env });
}

const tokens = new Map<string, string>();
let counter = 0;

/** Signs a new account up (free plan, 10 analyses, 30 days) and returns its user id. */
export async function createTestUser(server: TestServer): Promise<string> {
  counter += 1;
  const email = `buyer-${process.pid}-${counter}@example.test`;
  const res = await postJson(`${server.url}/api/auth/signup`, { email, password: 'correct-horse-9' });
  if (res.status !== 200 && res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const session = res.body.data as { access_token: string; user: { id: string } };
  tokens.set(session.user.id, session.access_token);
  return session.user.id;
}

/** Calls the API as `userId` (with its access token), or signed out when null. */
export async function call(
  server: TestServer,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  userId: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const token = userId ? tokens.get(userId) : undefined;
  if (userId && !token) throw new Error(`no token for test user ${userId}`);
  const res = await fetch(server.url + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely shaped JSON
  let json: any = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Markdown downloads are not JSON.
  }
  return { status: res.status, headers: res.headers, body: json };
}
