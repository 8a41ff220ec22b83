import type { i18n as I18n, ParseKeys } from 'i18next';
import type { I18nResources } from './resources';

/** The client-side failure messages `errors.json` has (a superset of the SDK's `ClientMessageKey`). */
export type ClientMessageKey = keyof I18nResources['errors']['client'];

/**
 * What the SDK asks its host to translate: a business error code with its failure's `data`, or a client-side
 * failure.
 */
export type SdkMessage = { code: number; data?: unknown } | { client: ClientMessageKey };

/** The numbers of a failure's `data` (`{ retry_after_seconds: 4 }`), which its message may show. */
function numbersOf(data: unknown): Record<string, number> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/**
 * The SDK's `translate` hook (`SdkConfig['translate']`) over an i18next instance: `{ code }` reads
 * `errors:codes.<code>`, filled with the numbers of its `data` (1100009's "try again in {{retry_after_seconds}} s"),
 * `{ client }` reads `errors:client.<key>`, in the current language. Undefined when there is no such message, so
 * the SDK falls back to the server's message or its own default.
 */
export function sdkTranslator(i18n: I18n): (message: SdkMessage) => string | undefined {
  return (message) => {
    const key = 'code' in message ? `codes.${message.code}` : `client.${message.client}`;
    if (!i18n.exists(key, { ns: 'errors' })) return undefined;
    const values = 'code' in message ? numbersOf(message.data) : {};
    // The key was just checked against the loaded resources; the typed `t` cannot know that.
    return i18n.t(key as ParseKeys<'errors'>, { ...values, ns: 'errors' });
  };
}
