import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connection';
import { success, transportFailure } from './envelope';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler';

/** Liveness (the process answers) and readiness (the database answers). */
export function registerHealth(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/api/health/live', async () => success({ status: 'live' }));
  app.get('/api/health/ready', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return success({ status: 'ready', database: database.kind });
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(transportFailure(503, 'Database unavailable'));
    }
  });
}
