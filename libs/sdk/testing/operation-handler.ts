import { http, HttpResponse, type HttpHandler } from 'msw';
import { operations } from '../src/generated/operations.gen';
import type { OperationData } from '../src/generated/types.gen';
import type { JsonOperationName } from '../src/operation';
import { operationFixtures } from './generated/fixtures.gen';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const envelope = <T>(data: T, code = 200, message = 'success'): Envelope<T> => ({
  code,
  message,
  data,
});

/** MSW path pattern of an operation, e.g. `*\/api/brand/:id` for `/brand/{id}`. */
export const operationPattern = (name: JsonOperationName, baseUrl = '*/api'): string =>
  `${baseUrl}${operations[name].path.replace(/\{(\w+)\}/g, ':$1')}`;

type Responder<Name extends JsonOperationName> =
  | OperationData[Name]
  | ((
      request: Request,
    ) => OperationData[Name] | Envelope<unknown> | Promise<OperationData[Name] | Envelope<unknown>>);

export type HandlerOverrides = { [Name in JsonOperationName]?: Responder<Name> };

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  !!value && typeof value === 'object' && 'code' in value && 'message' in value && 'data' in value;

/** An MSW handler for one operation answering `data` (or a whole envelope) in the API's envelope. */
export function operationHandler<Name extends JsonOperationName>(
  name: Name,
  respond: Responder<Name>,
  baseUrl?: string,
): HttpHandler {
  const method = operations[name].method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](operationPattern(name, baseUrl), async ({ request }) => {
    const result =
      typeof respond === 'function' ? await (respond as (r: Request) => unknown)(request) : respond;
    return HttpResponse.json(isEnvelope(result) ? result : envelope(result));
  });
}

/** A handler answering a business error code for one operation. */
export const errorHandler = (name: JsonOperationName, code: number, message = 'error', baseUrl?: string) =>
  operationHandler(name, () => envelope(null, code, message), baseUrl);

/** Handlers for every JSON operation, answering the generated fixtures unless overridden. */
export function mallHandlers(overrides: HandlerOverrides = {}, baseUrl?: string): HttpHandler[] {
  return (Object.keys(operationFixtures) as JsonOperationName[]).map((name) =>
    operationHandler(name, (overrides[name] ?? operationFixtures[name]) as Responder<typeof name>, baseUrl),
  );
}
