import type { i18n as I18n, ParseKeys } from 'i18next';
import type { I18nResources } from './resources';

/** The client-side failure messages `errors.json` has (a superset of the SDK's `ClientMessageKey`). */
export type ClientMessageKey = keyof I18nResources['errors']['client'];

/** What the SDK asks its host to translate: a business error code or a client-side failure. */
export type SdkMessage = { code: number } | { client: ClientMessageKey };

/**
 * The SDK's `translate` hook (`SdkConfig['translate']`) over an i18next instance: `{ code }` reads
 * `errors:codes.<code>`, `{ client }` reads `errors:client.<key>`, in the current language. Undefined when
 * there is no such message, so the SDK falls back to the server's message or its own default.
 */
export function sdkTranslator(i18n: I18n): (message: SdkMessage) => string | undefined {
  return (message) => {
    const key = 'code' in message ? `codes.${message.code}` : `client.${message.client}`;
    if (!i18n.exists(key, { ns: 'errors' })) return undefined;
    // The key was just checked against the loaded resources; the typed `t` cannot know that.
    return i18n.t(key as ParseKeys<'errors'>, { ns: 'errors' });
  };
}
