import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { PermissionDenied } from './auth';
import { DomainError, isDatabaseUnavailable, isTransactionConflict } from '@mall/server-core';
import { failure, sendFailure, transportFailure } from './envelope';

/** Request mistakes a client can make about the body's form: answered as invalid parameters, not as faults. */
const malformedBodyCodes = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/**
 * Every failure answers the envelope: business errors and request mistakes with HTTP 200 and their code;
 * what lies outside the contract with its HTTP status. Messages never carry stack traces or SQL.
 */
/** Longer request targets answer 414 before routing: no route or file name is anywhere near this long. */
export const MAX_URL_LENGTH = 4096;

/** What a client is told to wait before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

const invalidParameters = () => ({ code: 1000008, message: 'Invalid parameters', data: null });

/**
 * A URL the router cannot read (bad percent-encoding, a path parameter over the router's limit) is a
 * request mistake like any invalid parameter.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  _error,
  _request: FastifyRequest,
  reply: FastifyReply,
) => sendFailure(reply, 200, invalidParameters());

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a malformed request line,
 * a body that does not match its content-length) still answers the envelope, then the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(transportFailure(status, STATUS_CODES[status] ?? 'Bad Request'));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** PostgreSQL's SQLSTATE of a failed statement: on the error, or on its `cause` (drizzle wraps the driver's). */
export function sqlStateOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    // Five characters with a digit: `22P02`, `XX000`, never a system error's `EPIPE`.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && /[0-9]/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A data exception (SQLSTATE class 22: a value out of range, of the wrong form) or an integrity violation (class
 * 23: a CHECK, unique or foreign key) that reaches the error handler is a request the server should have refused
 * (or handled) before the database: still a 500, but the log names it as a defect to fix.
 */
const isRefusedData = (sqlState: string | undefined) =>
  sqlState !== undefined && (sqlState.startsWith('22') || sqlState.startsWith('23'));

export const REFUSED_DATA_DEFECT = 'the database refused the request data: a check before it is missing';

/**
 * What a server fault logs: its kind, PostgreSQL's error code and the failing statement, never the statement's
 * parameters or PostgreSQL's `detail` (both may hold a shopper's email, phone or address).
 */
export function loggableError(error: Error): Record<string, unknown> {
  const databaseCode = sqlStateOf(error);
  return {
    type: error.name,
    message: error.message.split('\nparams:')[0],
    ...(databaseCode && { databaseCode }),
    ...(isRefusedData(databaseCode) && { defect: REFUSED_DATA_DEFECT }),
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

/** The request field a schema issue is about: `price`, `items.2.quantity`; the missing one for `required`. */
function fieldOf(issue: { instancePath?: string; params?: Record<string, unknown> }): string {
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue.params?.['missingProperty'];
  if (typeof missing === 'string') path.push(missing);
  return path.join('.');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH)
      return sendFailure(reply, 414, transportFailure(414, 'URI Too Long'));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendFailure(reply, 200, failure(error));
    if (error instanceof PermissionDenied)
      return sendFailure(reply, 403, transportFailure(403, error.message));
    if (error.validation) {
      const missing = error.validation.find((issue) => issue.keyword === 'required');
      const issue = missing ?? error.validation[0];
      const field = issue && fieldOf(issue);
      const message = missing ? 'Missing parameters' : 'Invalid parameters';
      return sendFailure(reply, 200, {
        code: missing ? 1000009 : 1000008,
        // The field a form should mark, as the domain's own checks name it ("field: why").
        message: field ? `${message}: ${field}` : message,
        data: null,
      });
    }
    if (error.code && malformedBodyCodes.has(error.code)) {
      return sendFailure(reply, 200, invalidParameters());
    }
    if (isTransactionConflict(error)) {
      // Contention outlasted every retry: nothing was changed, and the same request may simply be sent again.
      request.log.warn({ err: loggableError(error) }, 'transaction conflict after every retry');
      void reply.header('retry-after', '1');
      return sendFailure(
        reply,
        503,
        failure(new DomainError('DATA_OPERATION_FAILED', null, 'Busy: nothing was changed, try again')),
      );
    }
    if (isDatabaseUnavailable(error)) {
      // The pool makes new connections by itself once the database is back; the client only has to try again.
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendFailure(
        reply,
        503,
        transportFailure(503, 'Service unavailable: the database cannot be reached, try again shortly'),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendFailure(reply, status, transportFailure(status, error.message));
    const logged = loggableError(error);
    request.log.error(
      { err: logged },
      logged['defect'] ? `request failed: defect: ${REFUSED_DATA_DEFECT}` : 'request failed',
    );
    return sendFailure(reply, 500, transportFailure(500, 'Internal server error'));
  });

  app.setNotFoundHandler((_request, reply) => sendFailure(reply, 404, transportFailure(404, 'Not found')));
}
