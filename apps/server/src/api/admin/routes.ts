import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEAD_KINDS, LEAD_STATUSES } from '@verity/contracts/leads';
import { PLAN_IDS } from '@verity/contracts/plans';
import { setAdminRole } from '../../auth/admin-role.ts';
import { audit } from '../../auth/audit.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { requireAdmin } from '../../plugins/auth-guard.ts';
import { changePlan } from '../subscriptions/service.ts';
import { csvLine } from './csv.ts';
import { decodeCursor, exportLeads, listLeads, listUsers, overview, revenue } from './service.ts';

const page = z.coerce.number().int().min(1, 'must be at least 1').max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100, 'must be at most 100').default(25);
const cursor = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const decoded = decodeCursor(text);
    if (!decoded) {
      ctx.addIssue({ code: 'custom', message: 'must be a cursor from a previous page' });
      return z.NEVER;
    }
    return decoded;
  })
  .optional();
const usersQuery = z
  .object({ q: z.string().trim().max(254).default(''), pageSize, after: cursor, before: cursor })
  .refine((v) => v.after === undefined || v.before === undefined, { message: 'send after or before, not both', path: ['before'] });
const leadFilter = z.object({
  kind: z.enum(LEAD_KINDS).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
});
const SERVICES = [
  { name: 'Main API', path: '/api/health' },
  { name: 'Truth engine', path: '/engine/health' },
  { name: 'Cost simulator', path: '/cost/health' },
];
/** The CSV export is bounded so that one click cannot exhaust the server. */
const CSV_MAX_ROWS = 50_000;

/** The admin area's API: every route needs the admin role (401 signed out, 403 otherwise). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, startedAt } = app.deps;
  // Declared on each route, so the auth guard refuses in onRequest, before validation: a member
  // learns nothing about admin routes, not even their schemas.
  const admin = { access: 'admin' } as const;

  app.get('/overview', { config: admin }, async () => ({ data: await overview(db) }));

  app.get(
    '/users',
    { config: admin, schema: { querystring: usersQuery } },
    async (request) => {
      const { q, pageSize: size, after, before } = request.query;
      return { data: await listUsers(db, { query: q, pageSize: size, after, before }) };
    },
  );

  app.patch(
    '/users/:id',
    {
      config: admin,
      schema: {
        params: z.object({ id: z.uuid('must be a user id') }),
        body: z
          .object({ role: z.enum(['admin', 'user']).optional(), plan: z.enum(PLAN_IDS).optional() })
          .refine((b) => b.role !== undefined || b.plan !== undefined, 'send a role or a plan to change'),
      },
    },
    async (request) => {
      const adminId = requireAdmin(request);
      const { id } = request.params;
      const { role, plan } = request.body;
      if (role === 'user' && id === adminId) {
        throw new ApiError(400, 'invalid_request', 'You cannot remove your own admin role. Ask another admin.');
      }
      await db.transaction(async (tx) => {
        const [user] = await tx.query<{ email: string | null }>('select email from auth.users where id = $1', [id]);
        if (!user) throw notFound('No user with this id.');
        if (role) {
          if (!user.email) throw badRequest('This account has no email, so it cannot hold a role.');
          await setAdminRole(tx, user.email, role === 'admin', `admin:${adminId}`);
        }
        if (plan) {
          await changePlan(tx, { userId: id, planId: plan, provider: 'admin', amountCents: 0, checkoutSessionId: null });
          await audit(tx, { userId: id, action: 'user_modified', ip: request.ip, payload: { by: `admin:${adminId}`, plan } });
        }
      });
      // A role change takes effect on the user's next call to this server, not a moment later.
      if (role) app.deps.changes.announce(`user:${id}`);
      const { users } = await listUsers(db, { query: '', pageSize: 1, id });
      return { data: users[0] };
    },
  );

  app.get('/system', { config: admin }, async () => {
    const services = await Promise.all(
      SERVICES.map(async (service) => {
        const t0 = performance.now();
        let ok = false;
        try {
          const res = await app.inject({ method: 'GET', url: service.path });
          ok = res.statusCode === 200 && (res.json() as { ok?: unknown }).ok === true;
        } catch {
          ok = false;
        }
        return {
          name: service.name,
          url: service.path,
          status: ok ? 'healthy' : 'unhealthy',
          latencyMs: Math.round((performance.now() - t0) * 10) / 10,
          lastChecked: new Date().toISOString(),
        };
      }),
    );
    let sizeBytes: number | null = null;
    try {
      const [row] = await db.query<{ size: string }>('select pg_database_size(current_database()) as size');
      sizeBytes = Number(row?.size ?? 0);
    } catch {
      sizeBytes = null;
    }
    return {
      data: {
        services,
        database: { engine: db.engine, sizeBytes },
        server: { version: config.version, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) },
        errorsLastHour: app.deps.errorCounter.count(),
      },
    };
  });

  app.get('/revenue', { config: admin }, async () => ({ data: await revenue(db) }));

  app.get('/leads', { config: admin, schema: { querystring: leadFilter.extend({ page, pageSize }) } }, async (request) => ({
    data: await listLeads(db, request.query),
  }));

  app.patch(
    '/leads/:id',
    {
      config: admin,
      schema: { params: z.object({ id: z.uuid('must be a lead id') }), body: z.object({ status: z.enum(LEAD_STATUSES) }) },
    },
    async (request) => {
      const rows = await db.query<{ id: string; status: string }>('update leads set status = $2 where id = $1 returning id, status', [
        request.params.id,
        request.body.status,
      ]);
      if (rows.length === 0) throw notFound('No lead with this id.');
      return { data: rows[0] };
    },
  );

  app.get('/leads.csv', { config: admin, schema: { querystring: leadFilter } }, async (request, reply) => {
    const leads = await exportLeads(db, { ...request.query, limit: CSV_MAX_ROWS });
    const lines = [csvLine(['id', 'kind', 'status', 'name', 'email', 'company', 'created_at', 'message'])];
    for (const lead of leads) lines.push(csvLine(lead));
    reply.header('content-disposition', `attachment; filename="verity-leads.csv"`);
    return reply.type('text/csv; charset=utf-8').send(`${lines.join('\r\n')}\r\n`);
  });
};
