import cluster, { type Worker } from 'node:cluster';

/**
 * WORKERS=N: this process (the primary) forks N copies of the server that share its port (node:cluster
 * hands each new connection to one of them) and never touches the database itself: each worker
 * migrates and seeds under the start-up lock, finding the work done when another was first.
 *
 * A worker that dies after it was listening is replaced. One that dies before it listened stops them
 * all (exit 1): its successor would fail the same way (a database that does not answer, say), and a
 * loop of forks would hide that. SIGTERM and SIGINT are passed to the workers, which finish their
 * requests (server.ts); the primary exits when they all have, 0 if they all exited 0.
 */
export function superviseWorkers(count: number, logLevel: string) {
  const info = ['info', 'debug', 'trace'].includes(logLevel) ? console.log : () => {};
  const running = new Set<Worker>();
  const listened = new WeakSet<Worker>();
  let stopping = false;
  let exitCode = 0;

  const fork = () => running.add(cluster.fork());
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    info(`${reason}: stopping ${running.size} worker(s)`);
    for (const worker of running) worker.process.kill('SIGTERM');
  };

  cluster.on('listening', (worker) => {
    listened.add(worker);
    info(`Worker ${worker.process.pid} serving`);
  });
  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker);
    const how = signal ?? `exit ${code}`;
    if (stopping) {
      if (code !== 0) exitCode = 1;
    } else if (!listened.has(worker)) {
      console.error(`Worker ${worker.process.pid} ended (${how}) before it was serving; stopping.`);
      exitCode = 1;
      stop('A worker failed to start');
    } else {
      console.error(`Worker ${worker.process.pid} ended (${how}); starting another.`);
      fork();
    }
    if (stopping && running.size === 0) process.exit(exitCode);
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < count; i++) fork();
}
