import Fastify from 'fastify';
import cors from '@fastify/cors';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ConfigError, loadConfig } from '../../config.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { costSimulatorPlugin } from './plugin.ts';

// `npm run start:cost`: the cost simulator as its own process, on COST_PORT (default 3002),
// serving `GET /health` and `POST /simulate` at its root. Point the web app at it with
// VITE_COST_URL=http://host:3002. CORS_ORIGINS lists the browser origins allowed to call it.
async function main(): Promise<void> {
  const config = loadConfig();
  const app = Fastify({ logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (config.CORS_ORIGINS.length > 0) await app.register(cors, { origin: config.CORS_ORIGINS });
  await app.register(costSimulatorPlugin, {
    costPerCpuSecond: config.COST_PER_CPU_SECOND,
    costPerRequestUsd: config.COST_PER_REQUEST_USD,
    version: config.version,
  });
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await app.listen({ port: config.COST_PORT, host: config.HOST });
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(err instanceof ConfigError ? 78 : 1);
});
