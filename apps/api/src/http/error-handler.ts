import type { FastifyError, FastifyInstance } from 'fastify';
import { PermissionDenied } from './auth';
import { BusinessError, failure, sendFailure, transportFailure } from './envelope';

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
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) return sendFailure(reply, 200, failure(error));
    if (error instanceof PermissionDenied)
      return sendFailure(reply, 403, transportFailure(403, error.message));
    if (error.validation) {
      const missing = error.validation.some((issue) => issue.keyword === 'required');
      return sendFailure(reply, 200, {
        code: missing ? 1000009 : 1000008,
        message: missing ? 'Missing parameters' : 'Invalid parameters',
        data: null,
      });
    }
    if (error.code && malformedBodyCodes.has(error.code)) {
      return sendFailure(reply, 200, { code: 1000008, message: 'Invalid parameters', data: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendFailure(reply, status, transportFailure(status, error.message));
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, 500, transportFailure(500, 'Internal server error'));
  });

  app.setNotFoundHandler((_request, reply) => sendFailure(reply, 404, transportFailure(404, 'Not found')));
}
