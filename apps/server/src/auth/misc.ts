import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from './context.ts';
import { AuthError } from './errors.ts';
import { resolveRedirect } from './redirect.ts';
import { authenticate, query } from './request.ts';

/** Settings, health, JWKS, and the documented "not enabled" answers of §4.12–4.15. */
export const miscRoutes =
  (ctx: AuthContext): FastifyPluginAsync =>
  async (app) => {
    const { config } = ctx;

    app.get('/settings', async () => ({
      external: {
        anonymous_users: config.AUTH_ANONYMOUS_ENABLED,
        email: true,
        phone: false,
        apple: false,
        azure: false,
        github: false,
        gitlab: false,
        google: false,
        saml: false,
      },
      disable_signup: config.AUTH_DISABLE_SIGNUP,
      mailer_autoconfirm: !config.AUTH_EMAIL_CONFIRM,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    }));

    app.get('/health', async () => ({
      version: config.version,
      name: 'Verity Auth',
      description: 'Verity auth is a Supabase Auth (GoTrue) compatible user management API.',
    }));

    app.get('/.well-known/jwks.json', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return ctx.keys.jwks();
    });

    // signInWithOAuth navigates here; no OAuth provider is configured.
    app.get('/authorize', async (request, reply) => {
      const message = 'Unsupported provider: provider is not enabled';
      const redirectTo = query(request, 'redirect_to');
      if (redirectTo) {
        const target = new URL(resolveRedirect(config, redirectTo));
        const params = new URLSearchParams({ error: 'invalid_request', error_code: 'validation_failed', error_description: message });
        target.hash = `${params}&sb=`;
        return reply.code(303).header('location', target.toString()).send();
      }
      throw new AuthError(400, 'validation_failed', message);
    });

    app.post('/sso', async () => {
      throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    });

    app.get('/user/identities/authorize', { config: { access: 'user' } }, async (request) => {
      await authenticate(ctx, request);
      throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    });

    app.delete('/user/identities/:id', { config: { access: 'user' } }, async (request) => {
      await authenticate(ctx, request);
      throw new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
    });

    app.get('/callback', async () => {
      throw new AuthError(400, 'provider_disabled', 'Unsupported provider: provider is not enabled');
    });

    app.all('/passkeys/*', async () => {
      throw new AuthError(404, 'feature_disabled', 'Passkeys are disabled');
    });
    app.all('/oauth/*', async () => {
      throw new AuthError(404, 'feature_disabled', 'OAuth 2.1 server is disabled');
    });
    app.all('/admin/*', async () => {
      throw new AuthError(404, 'feature_disabled', 'The admin API is not available; use `npm run admin`');
    });
    app.post('/invite', async () => {
      throw new AuthError(404, 'feature_disabled', 'Invites are not available');
    });
  };
