import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { askStream, parseEvents, type ThermyJson } from './support.js';

const csp = async (app: TestApp, path: string) => String((await request(app.server).get(path)).headers['content-security-policy']);
const directive = (policy: string, name: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));

describe('Thermy grounded (no model, no frame)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('tells the page it shows its own chat, and the policy lets in no other site\'s frame', async () => {
    expect((await request(app.server).get('/api/thermy/mode')).body).toEqual({ mode: 'grounded' });
    for (const path of ['/', '/ask-thermy', '/api/thermy/mode']) {
      const policy = await csp(app, path);
      expect(directive(policy, 'default-src')).toBe("default-src 'self'");
      expect(directive(policy, 'frame-src')).toBeUndefined();
    }
  });

  it('streams the grounded answer as one final event', async () => {
    const json = (await request(app.server).post('/api/thermy/messages').send({ message: 'What is an EPC rating?' })).body as ThermyJson;
    const res = await askStream(app, { message: 'What is an EPC rating?' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store, no-transform');
    const events = parseEvents(res.body as string);
    expect(events.map((each) => each.event)).toEqual(['done']);
    expect(events[0].data).toMatchObject({ reply: json.reply, sources: json.sources, suggestions: json.suggestions });
  });
});

describe('Thermy as an external assistant in a frame', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ THERMY_FRAME_URL: 'https://assistant.example.com/embed/warmwise?lang=en-GB' });
  });
  afterAll(() => app.close());

  it('tells the page the frame\'s address', async () => {
    const res = await request(app.server).get('/api/thermy/mode');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mode: 'frame', frameUrl: 'https://assistant.example.com/embed/warmwise?lang=en-GB' });
  });

  it("lets in exactly that origin's frames, besides our own, and changes nothing else", async () => {
    for (const path of ['/', '/ask-thermy']) {
      const policy = await csp(app, path);
      expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://assistant.example.com");
      expect(directive(policy, 'default-src')).toBe("default-src 'self'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    }
  });

  it('grants that origin alone the microphone, camera and clipboard its frame asks for', async () => {
    const permissions = (await request(app.server).get('/ask-thermy')).headers['permissions-policy'] as string;
    expect(permissions).toContain('microphone=("https://assistant.example.com")');
    expect(permissions).toContain('camera=("https://assistant.example.com")');
    expect(permissions).toContain('clipboard-write=(self "https://assistant.example.com")');
    expect(permissions).toContain('geolocation=()');
  });
});
