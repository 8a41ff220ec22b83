import openApiDocument from '@mall/sdk/openapi.json';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

interface OperationDoc {
  operationId: string;
  summary: string;
  tags: string[];
  'x-auth': string;
  'x-error-codes': number[];
  'x-request-fields': string[];
}

/** A static reference page (no scripts, so it passes the strict CSP) grouping operations by domain. */
function referencePage(): string {
  const byGroup = new Map<string, string[]>();
  for (const [path, item] of Object.entries(
    openApiDocument.paths as Record<string, Record<string, OperationDoc>>,
  )) {
    for (const [method, operation] of Object.entries(item)) {
      const row = `<tr><td><code>${method.toUpperCase()}</code></td><td><code>/api${escapeHtml(path)}</code></td><td>${escapeHtml(operation.operationId)}</td><td>${escapeHtml(operation['x-auth'])}</td><td>${escapeHtml(operation.summary)}</td><td>${escapeHtml(operation['x-request-fields'].join(', '))}</td><td>${operation['x-error-codes'].join(' ')}</td></tr>`;
      const group = operation.tags[0] ?? 'other';
      byGroup.set(group, [...(byGroup.get(group) ?? []), row]);
    }
  }
  const sections = [...byGroup.entries()]
    .map(
      ([group, rows]) =>
        `<h2 id="${escapeHtml(group)}">${escapeHtml(group)}</h2><table><thead><tr><th>Method</th><th>Path</th><th>Operation</th><th>Auth</th><th>Summary</th><th>Request fields</th><th>Error codes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mall API reference</title></head><body><h1>Mall API ${escapeHtml(openApiDocument.info.version)}</h1><p>Every answer is the <code>{code, message, data}</code> envelope; code 200 is success. Machine-readable: <a href="/api/docs/json">OpenAPI 3.1 document</a>.</p>${sections}</body></html>`;
}

export function registerDocs(app: FastifyInstance): void {
  const page = referencePage();
  app.get('/api/docs/json', async () => openApiDocument);
  app.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
}
