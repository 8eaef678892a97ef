/**
 * Runs a job at start and then every `intervalMinutes`, in this process. A job that must run once
 * per period across processes guards itself in the database (see orders' runExpiringLotsJob); this
 * only keeps time. A failed run is logged and the next one still happens.
 */
export function every(intervalMinutes: number, job: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return; // a slow run is not overlapped by the next tick
    running = job()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMinutes * 60_000);
  timer.unref();
  return async function stop() {
    clearInterval(timer);
    await running;
  };
}
