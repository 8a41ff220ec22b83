import { Type, type TSchema } from '@sinclair/typebox';

/** The six interface languages of the product (docs/requirements.md R9). */
export const languageCodes = ['en', 'zh', 'zhtw', 'es', 'jp', 'th'] as const;
export const LanguageCode = Type.Union(
  languageCodes.map((code) => Type.Literal(code)),
  { title: 'LanguageCode', description: 'Interface language code' },
);

/** A positive integer identifier (form-encoded text is coerced by the server). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647, description: 'Identifier' });

/** Money in integer minor units of the base currency (USD cents). */
export const MinorUnits = Type.Integer({
  minimum: -1_000_000_000_000,
  maximum: 1_000_000_000_000,
  description: 'Amount in integer minor units of USD',
});
export const NonNegativeMinorUnits = Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 });

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601 timestamp (UTC)' });
export const Email = Type.String({ format: 'email', maxLength: 254 });
/** A server-relative or absolute URL of a stored file or image. */
export const FileUrl = Type.String({ maxLength: 2048 });

/**
 * A localised field resolved by the server for the request's `lang` header: the text and the language it is
 * in (English when the requested language has no text — docs/requirements.md R10.10), so the UI can mark it.
 */
export const LocalisedText = Type.Object(
  { text: Type.String(), lang: LanguageCode },
  { title: 'LocalisedText', description: 'Localised text and the language it is actually in' },
);

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 20 })),
};

/** A page of a bounded list. `total` stops counting at `total_cap` (then `total_capped` is true). */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    page_size: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    total_capped: Type.Boolean(),
    has_more: Type.Boolean(),
  });

/** The most items a keyset-paginated slice holds. */
export const MAX_SLICE_LIMIT = 60;

export const CursorQuery = {
  cursor: Type.Optional(Type.String({ maxLength: 200, description: 'Opaque cursor from `next_cursor`' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SLICE_LIMIT, default: 20 })),
};

/** A keyset-paginated slice of an unbounded list; `next_cursor` is null on the last slice. */
export const CursorPage = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    next_cursor: Type.Union([Type.String(), Type.Null()]),
  });

/** Acknowledgement of a state change that has nothing else to return. */
export const Done = Type.Object({ done: Type.Literal(true) });

export const IdParams = Type.Object({ id: Id });
