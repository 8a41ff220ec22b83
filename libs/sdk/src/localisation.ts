import { baseApi } from './base-api';
import { localisedTag } from './generated/operations.gen';

/**
 * Dispatch after the interface language changes: every cached answer of a localised query is refetched in the
 * new language (or dropped when no screen uses it); answers that do not depend on the language stay.
 */
export const invalidateLocalised = () => baseApi.util.invalidateTags([localisedTag]);
