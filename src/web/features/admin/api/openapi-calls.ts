// The API's OpenAPI document, for the admins' reference page (docs/api.md 'OpenAPI').
import { adminRequest } from './admin-request';

export type OpenApiOperation = {
  tags?: string[];
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<string, Record<string, OpenApiOperation>>;
};

export const getOpenApi = (signal?: AbortSignal) =>
  adminRequest<OpenApiDocument>({ path: '/api/admin/openapi.json', signal });
