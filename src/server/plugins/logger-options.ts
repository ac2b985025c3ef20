// pino with redaction (docs/design.md §2, §6): tax ids, passwords, tokens and cookies never reach the log, at any depth a
// request body or an object might put them.

import { type LoggerOptions, stdSerializers } from 'pino';
import { ACCOUNT_TAX_ID_FIELDS } from '../../shared/domain/entities';
import { TAX_ID_FIELDS } from '../../shared/domain/flow-values';

const SECRET_KEYS = [
  ...new Set<string>([...TAX_ID_FIELDS, ...ACCOUNT_TAX_ID_FIELDS]),
  'password',
  'newPassword',
  'passwordHash',
  'token',
  'dataKey',
  // The syndication sign-up's uploads and personal data (docs/syndication.md).
  'dataBase64',
  'dateOfBirth',
  'legalName',
  'residence',
];

const HEADER_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

const atAnyDepth = (key: string): string[] => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`, `*.*.*.*.${key}`];

export const REDACTED_PATHS = [...HEADER_PATHS, ...SECRET_KEYS.flatMap(atAnyDepth)];

/** A failed query's text carries its parameters; the log keeps the statement, never the values. */
const withoutQueryParams = (text: unknown): unknown =>
  typeof text === 'string' ? text.replace(/\nparams: .*/g, '\nparams: [redacted]') : text;

export const serializeError = (error: Error): Record<string, unknown> => {
  const serialized: Record<string, unknown> = { ...stdSerializers.err(error) };
  delete serialized.params;
  serialized.message = withoutQueryParams(serialized.message);
  serialized.stack = withoutQueryParams(serialized.stack);
  return serialized;
};

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: { err: serializeError },
});
