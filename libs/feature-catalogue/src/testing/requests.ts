// Test-only: what a handler needs to know of the request it answers.

/** The last path segment as a number: the page of `/category/{id}/{page}` and `/shop/{id}/{page}`. */
export const lastPathNumber = (request: Request) => Number(new URL(request.url).pathname.split('/').at(-1));

/** A query-string value of the request. */
export const queryValue = (request: Request, name: string) => new URL(request.url).searchParams.get(name);
