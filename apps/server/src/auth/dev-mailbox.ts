import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';

interface MailRow {
  id: string;
  to_email: string;
  subject: string;
  kind: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The outbox holds live sign-in and reset links, so it answers only a direct local peer (no
 * proxy in between): a server left in development mode on a public host does not leak them.
 */
function isLocalRequest(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}

/**
 * The stored outbox, outside production only: `/dev/mailbox` for people (clickable links),
 * `/dev/mailbox.json?to=` for tests.
 */
export function registerDevMailbox(app: FastifyInstance, db: DatabaseHandle): void {
  const list = (to?: string) =>
    db.query<MailRow>(
      `select id, to_email, subject, kind, text_body, html_body, created_at from mail_outbox
        ${to ? 'where to_email = $1' : ''} order by created_at desc limit 100`,
      to ? [to.trim().toLowerCase()] : [],
    );

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/dev/mailbox') && !isLocalRequest(request)) {
      return reply.code(404).send({ error: 'not_found', message: 'The dev mailbox is only available locally.' });
    }
  });

  app.get('/dev/mailbox.json', async (request) => {
    const to = (request.query as Record<string, string | undefined>).to;
    const rows = await list(to);
    return {
      data: rows.map((r) => ({
        id: r.id,
        to: r.to_email,
        subject: r.subject,
        kind: r.kind,
        text: r.text_body,
        link: /Link: (\S+)/.exec(r.text_body)?.[1] ?? null,
        code: /Code: (\d+)/.exec(r.text_body)?.[1] ?? null,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  });

  app.get('/dev/mailbox', async (_request, reply) => {
    const rows = await list();
    const items = rows
      .map(
        (r) => `<article><h2>${escapeHtml(r.subject)}</h2>
<p><small>To ${escapeHtml(r.to_email)} · ${escapeHtml(r.kind)} · ${new Date(r.created_at).toISOString()}</small></p>
${r.html_body}</article><hr>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body>
<h1>Dev mailbox</h1><p>Mail the server would have sent (no SMTP_URL configured). Newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
}
