/**
 * Turns a stored media path into the URL a client loads it from. The HTTP layer makes one per request from the
 * host the client used; services that answer with media take it as an argument and never see the request.
 */
export type MediaUrl = (path: string) => string;
