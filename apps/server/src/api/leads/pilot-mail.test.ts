import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../testing/test-app.ts';
import { composePilotOnboardingMail } from './pilot-mail.ts';

const pilot = (email: string) => ({ company: 'Acme & Co', contactName: 'Grace <Hopper>', email, useCase: 'Verify KPIs' });

interface OutboxRow {
  subject: string;
  kind: string;
  text_body: string;
  html_body: string;
}

async function outboxFor(server: TestServer, email: string): Promise<OutboxRow[]> {
  return server.db.query<OutboxRow>('select subject, kind, text_body, html_body from mail_outbox where to_email = $1', [email]);
}

/** The mail is sent after the answer, so poll for it briefly. */
async function waitForMail(server: TestServer, email: string): Promise<OutboxRow[]> {
  for (let i = 0; i < 100; i++) {
    const rows = await outboxFor(server, email);
    if (rows.length > 0) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describe('the pilot onboarding mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_SCALE: '1000', AUTH_SITE_URL: 'https://verity.example' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('goes to the lead once the pilot request is stored, with the onboarding link', async () => {
    const email = `pilot-${crypto.randomUUID()}@acme.test`;
    const res = await postJson(`${server.url}/api/pilot/start`, pilot(email));
    expect(res.status).toBe(201);
    const rows = await waitForMail(server, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('pilot_onboarding');
    expect(rows[0]!.subject).toMatch(/onboarding instructions/i);
    expect(rows[0]!.text_body).toContain('Link: https://verity.example/onboarding');
    expect(rows[0]!.text_body).toContain('14 days and 3,000 verified datapoints');
    // None of the visitor's words travel: anyone can type anyone's address into the form.
    for (const body of [rows[0]!.text_body, rows[0]!.html_body]) {
      expect(body).not.toMatch(/Grace|Hopper|Acme/);
    }
  });

  it('is listed in the dev mailbox', async () => {
    const email = `pilot-${crypto.randomUUID()}@acme.test`;
    await postJson(`${server.url}/api/pilot/start`, pilot(email));
    await waitForMail(server, email);
    const res = await fetch(`${server.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { kind: string; link: string | null }[] };
    expect(body.data).toEqual([expect.objectContaining({ kind: 'pilot_onboarding', link: 'https://verity.example/onboarding' })]);
  });

  it('is sent once for a retried submission with the same Idempotency-Key', async () => {
    const email = `pilot-${crypto.randomUUID()}@acme.test`;
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await postJson(`${server.url}/api/pilot/start`, pilot(email), headers);
    const retry = await postJson(`${server.url}/api/pilot/start`, pilot(email), headers);
    expect(retry.body).toEqual(first.body);
    await waitForMail(server, email);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outboxFor(server, email)).toHaveLength(1);
  });

  it('goes to an address once a day, from its first pilot request, even when requests race', async () => {
    const email = `pilot-${crypto.randomUUID()}@acme.test`;
    const results = await Promise.all([1, 2, 3].map(() => postJson(`${server.url}/api/pilot/start`, pilot(email.toUpperCase()))));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    await waitForMail(server, email.toUpperCase());
    expect((await postJson(`${server.url}/api/pilot/start`, pilot(email))).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from mail_outbox where lower(to_email) = $1', [email]);
    expect(row!.n).toBe(1);
  });

  it('is not sent for the other forms', async () => {
    const email = `demo-${crypto.randomUUID()}@acme.test`;
    expect((await postJson(`${server.url}/api/demo/request`, { name: 'A', email, company: 'C' })).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await outboxFor(server, email)).toHaveLength(0);
  });
});

describe('when the mail cannot be sent', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 9: every SMTP connection is refused.
    server = await startTestServer({ RATE_LIMIT_SCALE: '1000', SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the pilot request is still stored and answered 201', async () => {
    const email = `pilot-${crypto.randomUUID()}@acme.test`;
    const res = await postJson(`${server.url}/api/pilot/start`, pilot(email));
    expect(res.status).toBe(201);
    const rows = await server.db.query<{ kind: string }>('select kind from leads where id = $1', [res.body.data.id]);
    expect(rows).toEqual([{ kind: 'pilot' }]);
  });
});

describe('composePilotOnboardingMail', () => {
  it('links to the onboarding page of the configured site, without a double slash', () => {
    const mail = composePilotOnboardingMail({ email: 'a@b.co' }, 'https://site.test/');
    expect(mail.to).toBe('a@b.co');
    expect(mail.text).toContain('Link: https://site.test/onboarding\n');
    expect(mail.html).toContain('href="https://site.test/onboarding"');
  });
});
