import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const system = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    type: 'system',
    summary: 'Liveness and database check',
    access: 'public',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  }),
};
