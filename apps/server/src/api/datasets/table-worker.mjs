// Worker-thread entry for user tables. Plain JavaScript so that it loads the same way under
// `node --import tsx`, under Vitest and in a production build (see truth-engine/analysis-worker.mjs).
import { register } from 'tsx/esm/api';

register();
const tasks = import('./table-task.ts');

export default async function run(task) {
  const mod = await tasks;
  return mod.runTableTask(task);
}
