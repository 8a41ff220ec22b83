import type { FastifyRequest } from 'fastify';

/** The request's `Idempotency-Key` header, when it has one (the service checks its form). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
}
