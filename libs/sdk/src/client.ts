import type { SdkConfig } from './config';
import { MallApiError } from './errors';
import type { MallOperations } from './generated/client.gen';
import { operations } from './generated/operations.gen';
import type { HttpOperationName, OperationDescriptor } from './operation';
import { executeOperation } from './request';

export type MallClient = MallOperations;

/**
 * A promise-based client with one method per operation: resolves with `data`, rejects with a
 * `MallApiError`. Reactions (toasts, logout) run only for the callbacks given in `config`.
 */
export function createMallClient(config: SdkConfig): MallClient {
  const client: Record<string, (args: unknown) => Promise<unknown>> = {};
  for (const [name, descriptor] of Object.entries<OperationDescriptor>(operations)) {
    if (descriptor.responseFormat === 'websocket' || descriptor.responseFormat === 'event-stream') continue;
    client[name] = async (args: unknown) => {
      const result = await executeOperation(config, name as HttpOperationName, args);
      if ('error' in result) throw new MallApiError(result.error);
      return result.data;
    };
  }
  return client as unknown as MallClient;
}
