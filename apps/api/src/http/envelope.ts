import type { FastifyReply } from 'fastify';
import { errorCodes, type ErrorKey } from '@mall/sdk-manifest';

export const SUCCESS_CODE = 200;

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const success = <T>(data: T, message = 'success'): Envelope<T> => ({
  code: SUCCESS_CODE,
  message,
  data,
});

/**
 * A failure the caller can act on (docs/requirements.md R8). Thrown by services; answered as HTTP 200 with the code in the
 * envelope. `data` may carry context, e.g. the current record for a re-application (2000016).
 */
export class BusinessError extends Error {
  readonly code: number;
  constructor(
    readonly key: ErrorKey,
    readonly data: unknown = null,
    message?: string,
  ) {
    super(message ?? errorCodes[key].message);
    this.code = errorCodes[key].code;
  }
}

export const failure = (error: BusinessError): Envelope => ({
  code: error.code,
  message: error.message,
  data: error.data,
});

/** Sends a failure envelope as plain JSON, past the route's success serialiser. */
export const sendFailure = (reply: FastifyReply, status: number, envelope: Envelope) =>
  reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(envelope);

/** An envelope for what lies outside the contract (unknown route, body too large, rate limit, server fault). */
export const transportFailure = (status: number, message: string): Envelope => ({
  code: status,
  message,
  data: null,
});
