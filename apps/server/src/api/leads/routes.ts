import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsEventSchema,
  contactSubmissionSchema,
  demoRequestSchema,
  leadCaptureSchema,
  onboardingCompleteSchema,
  pilotRequestSchema,
} from '@verity/contracts/leads';
import { perMinute } from '../../plugins/rate-limit.ts';
import { idempotencyKey } from '../../lib/idempotency.ts';
import type { Mailer } from '../../auth/mail.ts';
import { mailPilotLead } from './pilot-mail.ts';
import { leadFrom, storeAnalyticsEvent, storeLead, storeLeadOnce, storeOnboardingCompletion } from './service.ts';

/** Forms are small: a lead body over 64 KiB is a mistake or an attack. */
const FORM_BODY_LIMIT = 64 * 1024;

export interface LeadRoutesOptions {
  /** The server's one mailer (SMTP, or the outbox shown at /dev/mailbox). */
  mailer: Mailer;
}

/** Public write routes for the site's forms: validated, stored, rate-limited per IP. */
export const leadRoutes: FastifyPluginAsyncZod<LeadRoutesOptions> = async (app, { mailer }) => {
  const { db, config } = app.deps;
  const formRoute = (max: number) => ({
    bodyLimit: FORM_BODY_LIMIT,
    config: { rateLimit: perMinute(config.RATE_LIMIT_SCALE, max) },
  });

  app.post('/demo/request', { ...formRoute(10), schema: { body: demoRequestSchema } }, async (request, reply) => {
    const key = idempotencyKey(request);
    const id = await storeLead(db.db, { ...leadFrom.demo(request.body), payload: request.body, ip: request.ip }, key);
    return reply.code(201).send({ data: { id } });
  });

  app.post('/pilot/start', { ...formRoute(10), schema: { body: pilotRequestSchema } }, async (request, reply) => {
    const key = idempotencyKey(request);
    const { id, created } = await storeLeadOnce(db.db, { ...leadFrom.pilot(request.body), payload: request.body, ip: request.ip }, key);
    // The success toast tells the visitor to check their email: send the onboarding instructions
    // once per stored lead (not again for a retried submission). Not awaited: a slow or failing
    // mail server neither delays nor fails the stored lead.
    if (created) void mailPilotLead({ db, mailer, log: request.log }, { id, email: request.body.email }, config.AUTH_SITE_URL);
    return reply.code(201).send({ data: { id } });
  });

  app.post('/contact/submit', { ...formRoute(10), schema: { body: contactSubmissionSchema } }, async (request, reply) => {
    const key = idempotencyKey(request);
    const id = await storeLead(db.db, { ...leadFrom.contact(request.body), payload: request.body, ip: request.ip }, key);
    return reply.code(201).send({ data: { id } });
  });

  app.post('/leads/capture', { ...formRoute(10), schema: { body: leadCaptureSchema } }, async (request, reply) => {
    const key = idempotencyKey(request);
    const id = await storeLead(db.db, { ...leadFrom.lead(request.body), payload: request.body, ip: request.ip }, key);
    return reply.code(201).send({ data: { id } });
  });

  app.post(
    '/onboarding/complete',
    { ...formRoute(20), schema: { body: onboardingCompleteSchema } },
    async (request, reply) => {
      const id = await storeOnboardingCompletion(db.db, request.userId ?? null, request.body);
      return reply.code(201).send({ data: { id } });
    },
  );

  app.post('/analytics/track', { ...formRoute(120), schema: { body: analyticsEventSchema } }, async (request, reply) => {
    const { event, data, timestamp } = request.body;
    const id = await storeAnalyticsEvent(db.db, { userId: request.userId ?? null, event, data, timestamp });
    return reply.code(201).send({ data: { id } });
  });
};
