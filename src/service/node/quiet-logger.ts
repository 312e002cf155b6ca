/**
 * graphile-worker's log, kept to what an operator must see (decision 047): its info lines (a
 * worker started, a job completed) would be one line per delivery beside the sandbox's own.
 * Imported when first used: a sandbox on SQLite never loads graphile-worker.
 */
export async function quietLogger() {
  const { Logger } = await import('graphile-worker');
  return new Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning') console.warn(`sandbox jobs: ${message}`);
  });
}
