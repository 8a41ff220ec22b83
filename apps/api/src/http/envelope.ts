import type { FastifyReply } from 'fastify';
import { errorCodes } from '@mall/sdk-manifest';
import type { DomainError } from '@mall/server-core';

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

/** A domain failure answered as HTTP 200 with its key's code in the envelope. */
export const failure = (error: DomainError): Envelope => ({
  code: errorCodes[error.key].code,
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
