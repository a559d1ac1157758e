// Worker-thread entry for the truth engine. Plain JavaScript so that it loads the same way
// under `node --import tsx`, under Vitest and in a production build: it registers the
// TypeScript loader for itself, then runs the task module.
import { register } from 'tsx/esm/api';

register();
const tasks = import('./analysis-task.ts').then((mod) => {
  mod.lowerThreadPriority();
  return mod;
});

export default async function run(job) {
  const mod = await tasks;
  return mod.runJob(job);
}
