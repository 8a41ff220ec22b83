import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connection';
import { success, transportFailure } from './envelope';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler';

/**
 * Liveness (the process answers) and readiness (the database answers, and the process is not shutting down:
 * from SIGTERM on, `stopping()` is true and a load balancer's check takes the process out).
 */
export function registerHealth(
  app: FastifyInstance,
  database: DatabaseHandle,
  stopping: () => boolean = () => false,
): void {
  app.get('/api/health/live', async () => success({ status: 'live' }));
  app.get('/api/health/ready', async (_request, reply) => {
    if (stopping())
      return reply.code(503).header('connection', 'close').send(transportFailure(503, 'Shutting down'));
    try {
      await database.db.execute(sql`select 1`);
      // A replica's trouble does not make the process unready: its reads go to the primary meanwhile.
      const replica = database.replica?.status();
      return success({
        status: 'ready',
        database: database.kind,
        ...(replica && {
          replica: { state: replica.state, lag_ms: replica.lagMs, served: replica.served },
        }),
      });
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(transportFailure(503, 'Database unavailable'));
    }
  });
}
