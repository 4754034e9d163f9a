import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../../src/config/env.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://app@db:5432/warmwise',
  SMTP_URL: 'smtp://mail:1025',
  PUBLIC_BASE_URL: 'https://warmwise.example',
  AUTH_CODE_SECRET: randomBytes(32).toString('hex'),
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("Thermy's configuration", () => {
  it('answers from its grounding alone by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).thermy).toEqual({ model: null, frameUrl: null });
  });

  it('takes a model with its key and time budget (8 s to the first words, 20 s in all by default)', () => {
    const { model } = loadConfig({ NODE_ENV: 'test', THERMY_LLM_URL: 'https://models.example/v1/chat/completions', THERMY_LLM_MODEL: 'small', THERMY_LLM_API_KEY: 'sk-1' }).thermy;
    expect(model).toEqual({ url: 'https://models.example/v1/chat/completions', model: 'small', apiKey: 'sk-1', firstTokenMs: 8_000, timeoutMs: 20_000 });
  });

  it.each([
    [{ NODE_ENV: 'test', THERMY_LLM_URL: 'https://models.example/v1' }, 'THERMY_LLM_URL, THERMY_LLM_MODEL: set both or neither'],
    [{ NODE_ENV: 'test', THERMY_LLM_URL: 'ftp://models.example', THERMY_LLM_MODEL: 'm' }, 'THERMY_LLM_URL: must start with http:// or https://'],
    [{ ...PRODUCTION, THERMY_LLM_URL: 'http://models.example/v1', THERMY_LLM_MODEL: 'm' }, 'THERMY_LLM_URL: must be https:// in production (http:// only for this machine)'],
    [{ NODE_ENV: 'test', THERMY_LLM_FIRST_TOKEN_MS: '5000', THERMY_LLM_TIMEOUT_MS: '1000' }, 'THERMY_LLM_FIRST_TOKEN_MS: must not exceed THERMY_LLM_TIMEOUT_MS'],
    [{ NODE_ENV: 'test', THERMY_FRAME_URL: 'https://' }, 'THERMY_FRAME_URL: not a valid address'],
    [{ NODE_ENV: 'test', THERMY_FRAME_URL: 'http://assistant.example' }, 'THERMY_FRAME_URL: must be https:// (http:// only for localhost in development and test)'],
    [{ ...PRODUCTION, THERMY_FRAME_URL: 'http://localhost:8080' }, 'THERMY_FRAME_URL: must be https:// (http:// only for localhost in development and test)'],
  ])('refuses %j at boot', (env, problem) => {
    expect(problemsOf(env)).toContain(problem);
  });

  it.each([
    { NODE_ENV: 'development', THERMY_FRAME_URL: 'http://localhost:8080/assistant' },
    { ...PRODUCTION, THERMY_FRAME_URL: 'https://assistant.example/embed' },
    { ...PRODUCTION, THERMY_LLM_URL: 'http://127.0.0.1:11434/v1/chat/completions', THERMY_LLM_MODEL: 'llama3' },
  ])('accepts %j', (env) => {
    expect(problemsOf(env)).toEqual([]);
  });
});
