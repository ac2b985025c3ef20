import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';
import { generateDataKey } from './security/data-key';

// A data folder of its own: the development signing certificate is generated there.
const env = {
  PORTAL_DATA_KEY: generateDataKey().toString('base64'),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'runtime-config-')),
};

describe('the web build the server serves (WEB_ROOT)', () => {
  it('is dist/web unless WEB_ROOT names another one, read as a path from the working folder', () => {
    expect(readRuntimeConfig(env).webRoot).toBeUndefined();
    expect(readRuntimeConfig({ ...env, WEB_ROOT: 'build/web' }).webRoot).toBe(resolve('build/web'));
  });
});

describe('the session limits (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS, STEP_UP_MINUTES)', () => {
  it('are 30 minutes idle, 12 hours in all and 10 minutes of step-up unless set, and refuse what is not a positive number', () => {
    expect(readRuntimeConfig(env).sessionLimits).toEqual({
      idleMs: 30 * 60_000,
      maxMs: 12 * 3_600_000,
      stepUpMs: 10 * 60_000,
    });
    expect(
      readRuntimeConfig({ ...env, SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8', STEP_UP_MINUTES: '5' })
        .sessionLimits,
    ).toEqual({
      idleMs: 15 * 60_000,
      maxMs: 8 * 3_600_000,
      stepUpMs: 5 * 60_000,
    });
    expect(() => readRuntimeConfig({ ...env, STEP_UP_MINUTES: '-1' })).toThrow(/STEP_UP_MINUTES/);
    expect(() => readRuntimeConfig({ ...env, SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => readRuntimeConfig({ ...env, SESSION_MAX_HOURS: 'soon' })).toThrow(/SESSION_MAX_HOURS/);
  });
});

describe('the origins pages may come from (ALLOWED_ORIGINS)', () => {
  it('add localhost in development when PUBLIC_URL is not set, so that passkeys work there; never in production', () => {
    expect(readRuntimeConfig(env).allowedOrigins).toEqual(['http://localhost:3000']);
    expect(readRuntimeConfig({ ...env, PORT: '4000', ALLOWED_ORIGINS: 'https://a.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'http://localhost:4000',
    ]);
    expect(readRuntimeConfig({ ...env, PUBLIC_URL: 'https://portal.example.com' }).allowedOrigins).toEqual([]);
  });
});

describe('the operations settings (METRICS_TOKEN, REMINDER_*, DRAIN_*)', () => {
  it('serve no metrics, keep the reminder schedule its own and drain at once within 20 seconds unless set', () => {
    const config = readRuntimeConfig(env);
    expect(config.metricsToken).toBeUndefined();
    expect(config.reminderSchedule).toEqual({});
    expect(config.drain).toEqual({ delayMs: 0, timeoutMs: 20_000 });
  });

  it('read what is set, in seconds, and refuse what is not a number of the right kind', () => {
    const config = readRuntimeConfig({
      ...env,
      METRICS_TOKEN: 'scrape',
      REMINDER_CHECK_SECONDS: '0.5',
      REMINDER_LEASE_SECONDS: '30',
      REMINDER_BATCH: '5',
      DRAIN_DELAY_SECONDS: '10',
      DRAIN_TIMEOUT_SECONDS: '45',
    });
    expect(config.metricsToken).toBe('scrape');
    expect(config.reminderSchedule).toEqual({ checkEveryMs: 500, leaseMs: 30_000, batch: 5 });
    expect(config.drain).toEqual({ delayMs: 10_000, timeoutMs: 45_000 });
    expect(() => readRuntimeConfig({ ...env, REMINDER_BATCH: '0' })).toThrow(/REMINDER_BATCH/);
    expect(() => readRuntimeConfig({ ...env, REMINDER_BATCH: '2.5' })).toThrow(/REMINDER_BATCH/);
    expect(() => readRuntimeConfig({ ...env, REMINDER_LEASE_SECONDS: '-1' })).toThrow(/REMINDER_LEASE_SECONDS/);
    expect(() => readRuntimeConfig({ ...env, DRAIN_DELAY_SECONDS: '-5' })).toThrow(/DRAIN_DELAY_SECONDS/);
    expect(() => readRuntimeConfig({ ...env, DRAIN_TIMEOUT_SECONDS: '0' })).toThrow(/DRAIN_TIMEOUT_SECONDS/);
  });
});

describe('identity checks (SCREENING_THRESHOLD, SCREENING_YENTE_*)', () => {
  it('screen against the lists loaded here at 0.85 unless set, and refuse a threshold that is no score', () => {
    expect(readRuntimeConfig(env).screening).toEqual({ threshold: 0.85, yente: null });
    expect(
      readRuntimeConfig({
        ...env,
        SCREENING_THRESHOLD: '0.9',
        SCREENING_YENTE_URL: 'https://yente.example.com',
        SCREENING_YENTE_API_KEY: 'key',
      }).screening,
    ).toEqual({ threshold: 0.9, yente: { url: 'https://yente.example.com', apiKey: 'key' } });
    for (const bad of ['0', '1.5', 'high'])
      expect(() => readRuntimeConfig({ ...env, SCREENING_THRESHOLD: bad })).toThrow(/SCREENING_THRESHOLD/);
  });
});
