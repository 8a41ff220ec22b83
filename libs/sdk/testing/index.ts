export { operationFixtures } from './generated/fixtures.gen';
export {
  envelope,
  errorHandler,
  mallHandlers,
  operationHandler,
  operationPattern,
  type Envelope,
  type HandlerOverrides,
} from './operation-handler';
export {
  pagedHandler,
  type PagedHandlerOptions,
  type PagedItem,
  type PagedOperationName,
} from './paged-handler';
