import fp from 'fastify-plugin';

type Task = () => Promise<unknown>;

/**
 * Tidying that only has to happen now and then (rows long past use): each
 * task runs every hour once the app is ready, never twice at once, and stops
 * with the app. A failure is logged; the next hour tries again.
 */
export default fp(
  async (app) => {
    const tasks = new Map<string, Task>();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    const runAll = () => {
      running ??= Promise.all(
        [...tasks].map(([name, task]) =>
          task().catch((err: unknown) => app.log.error({ err, task: name }, 'housekeeping failed')),
        ),
      ).finally(() => (running = undefined));
    };
    app.decorate('housekeeping', (name: string, task: Task) => {
      if (tasks.has(name)) throw new Error(`Housekeeping task ${name} is already registered`);
      tasks.set(name, task);
    });
    app.addHook('onReady', async () => {
      timer = setInterval(runAll, HOUR).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping' },
);

const HOUR = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers a task the app runs every hour. */
    housekeeping(name: string, task: Task): void;
  }
}
