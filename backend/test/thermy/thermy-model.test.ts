import v8 from 'node:v8';
import vm from 'node:vm';
import { MEASURES } from '../../src/energy-model/index.js';
import { THERMY_MODEL_CALLS_PER_HOUR } from '../../src/thermy/thermy.service.js';
import { HOME, getPlan, saveHome } from '../plans/support.js';
import { newVisitor } from '../support/session-cookie.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startFakeLanguageModel, type FakeLanguageModel } from './fake-language-model.js';
import { askGraphql, askRest, askStream, parseEvents, sourceUrls, streamedAnswer, type ThermyPlanJson, type ThermyJson } from './support.js';

let model: FakeLanguageModel;
let app: TestApp;
beforeAll(async () => {
  model = await startFakeLanguageModel();
  app = await startTestApp({
    THERMY_LLM_URL: model.url,
    THERMY_LLM_MODEL: 'thermy-test-model',
    THERMY_LLM_API_KEY: 'test-key-123',
    // Short budgets: the fake answers at once, or never.
    THERMY_LLM_FIRST_TOKEN_MS: '1000',
    THERMY_LLM_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await app.close();
  await model.close();
});

const EPC_QUESTION = { message: 'What is an EPC rating?' };
const MODEL_REPLY = 'An EPC rates how energy efficient a home is, from A (best) to G [Energy Performance Certificates].';

/** The grounded answer: what the same question gets while the model is failing. */
async function groundedAnswer(message: string, cookie?: string): Promise<ThermyJson> {
  model.behave({ status: 503 });
  return (await askRest(app, { message }, cookie)).body as ThermyJson;
}

const lastRequest = () => model.requests.at(-1)!;
const systemPrompt = () => lastRequest().body.messages.find((message) => message.role === 'system')!.content;

describe('With a language model configured, it writes the reply from our grounding', () => {
  it('over the JSON endpoint and GraphQL: the whole reply, asked for without streaming, with the key and model', async () => {
    const grounded = await groundedAnswer(EPC_QUESTION.message);
    model.behave({ reply: MODEL_REPLY });
    const res = await askRest(app, EPC_QUESTION);
    expect(res.status).toBe(200);
    const answer = res.body as ThermyJson;
    expect(answer.reply).toBe(MODEL_REPLY);
    expect(lastRequest()).toMatchObject({ authorization: 'Bearer test-key-123', body: { model: 'thermy-test-model', stream: false } });
    expect(lastRequest().body.messages.at(-1)).toEqual({ role: 'user', content: EPC_QUESTION.message });
    // Sources and suggestions are ours: the grounded answer's, with the passages the model was given.
    expect(sourceUrls(answer)).toEqual(expect.arrayContaining(sourceUrls(grounded)));
    expect(answer.suggestions).toEqual(grounded.suggestions);

    const gql = await askGraphql(app, EPC_QUESTION.message);
    expect(gql.body.data?.askThermy.reply).toBe(MODEL_REPLY);
  });

  it('gives the model the passages found and the plan figures, told to answer only from them, and never the address', async () => {
    const visitor = await newVisitor(app.server);
    await saveHome(app, visitor, { ...HOME, loftInsulation: 'None' });
    const grounded = await groundedAnswer('How much would loft insulation save me?', visitor);
    const figure = /£[\d,]+ - £[\d,]+ a year|£[\d,]+ a year/.exec(grounded.reply)![0];
    model.behave({ reply: `Your plan says loft insulation would save about ${figure} [Your energy plan].` });

    const answer = (await askRest(app, { message: 'How much would loft insulation save me?' }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain(figure);
    const prompt = systemPrompt();
    expect(prompt).toMatch(/only the information below/);
    expect(prompt).toMatch(/Never invent/);
    expect(prompt).toMatch(/Cite/);
    const loftPassages = MEASURES.filter((measure) => measure.id.startsWith('loft-')).map((measure) => measure.description);
    expect(loftPassages.some((description) => prompt.includes(description))).toBe(true);
    expect(prompt).toContain('The visitor\'s energy plan');
    expect(prompt).toMatch(/Loft Insulation( Top-up)?: saving £[\d,]+/);
    expect(prompt).toContain(figure.replace(' a year', ''));
    expect(prompt).not.toContain(HOME.address);
  });

  it("gives the model this home's rating, bill and heat-pump running cost from the plan, and nothing that names the visitor", async () => {
    const visitor = await newVisitor(app.server);
    const propertyId = await saveHome(app, visitor, { ...HOME, priority: 'environmental_benefit' });
    const plan = (await getPlan(app, propertyId, visitor)).body as ThermyPlanJson;
    const heatPump = plan.recommendations.all.find((item) => item.title === 'Air Source Heat Pump')!;
    const bill = `£${plan.baseline.annualBill.toLocaleString('en-GB')}`;
    model.behave({ reply: `Your home is rated ${plan.currentEpcRating} and your bill is about ${bill} a year [Your energy plan].` });

    const answer = (await askRest(app, { message: "what's my epc rating and how much do I spend, and is a heat pump cheaper than my gas boiler?" }, visitor)).body as ThermyJson;
    expect(answer.reply).toContain(bill);
    const prompt = systemPrompt();
    expect(prompt).toContain(`EPC rating is ${plan.currentEpcRating} now (SAP score ${plan.currentEnergyEfficiency})`);
    expect(prompt).toContain(`it could reach ${plan.potentialEpcRating} (SAP score ${plan.potentialEnergyEfficiency})`);
    expect(prompt).toContain(`energy bill at about ${bill} a year`);
    expect(prompt).toContain(`Air Source Heat Pump: saving £${Math.abs(heatPump.annualSavingGbp).toLocaleString('en-GB')}`);
    expect(prompt).toContain(`cost ${heatPump.cost}`);
    // No tenure is saved, so the grant is one to check: named, not taken off the cost.
    expect(prompt).toContain('£7,500 Boiler Upgrade Scheme grant may bring it to');
    expect(prompt).not.toContain(HOME.address);
    expect(prompt).not.toContain(HOME.email);
    expect(prompt).not.toContain(HOME.postcode);
  });

  it('streams the model\'s words as events, a checked sentence at a time, then the whole answer', async () => {
    const reply = `${MODEL_REPLY} It is worked out by an assessor. It lasts ten years.`;
    model.behave({ reply });
    const res = await askStream(app, EPC_QUESTION);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const { streamed, done, names } = streamedAnswer(parseEvents(res.body as string));
    expect(lastRequest().body.stream).toBe(true);
    expect(names.filter((name) => name === 'delta')).toHaveLength(3);
    expect(names.at(-1)).toBe('done');
    expect(streamed).toBe(reply);
    expect(done).toMatchObject({ reply, conversationId: expect.any(String) });
    expect(done!.sources.length).toBeGreaterThan(0);
  });
});

describe('Without a usable reply from the model, the grounded answer goes out', () => {
  it.each([
    ['answers 500', { status: 500 }],
    ['never answers', { silent: true as const }],
    ['states a figure the grounding does not hold', { reply: 'An EPC could cut your bills by £4,321 a year.' }],
  ])('when the model %s, over JSON and streamed', async (_, behaviour) => {
    const grounded = await groundedAnswer(EPC_QUESTION.message);
    model.behave(behaviour);
    const json = (await askRest(app, EPC_QUESTION)).body as ThermyJson;
    expect(json.reply).toBe(grounded.reply);
    expect(json.sources).toEqual(grounded.sources);

    const res = await askStream(app, EPC_QUESTION);
    expect(res.status).toBe(200);
    const { done } = streamedAnswer(parseEvents(res.body as string));
    expect(done).toMatchObject({ reply: grounded.reply, sources: grounded.sources, suggestions: grounded.suggestions });
  });

  it('gives up on a silent model while garbage is collected meanwhile', async () => {
    // Fetch follows a signal only while its request object lives: once collected, a deadline came and
    // nothing stopped, and the answer waited past the test's own time-out. No clock is read here: on a
    // busy machine the same 3 s of deadlines take longer, and a bound would time the machine.
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    const collecting = setInterval(collectGarbage, 10);
    try {
      const grounded = await groundedAnswer(EPC_QUESTION.message);
      model.behave({ silent: true });
      expect(((await askRest(app, EPC_QUESTION)).body as ThermyJson).reply).toBe(grounded.reply);
      expect(streamedAnswer(parseEvents((await askStream(app, EPC_QUESTION)).body as string)).done).toMatchObject({ reply: grounded.reply });
    } finally {
      clearInterval(collecting);
    }
  });

  it('streams a sentence only once its figures are checked, so an invented figure never reaches the page', async () => {
    const grounded = await groundedAnswer(EPC_QUESTION.message);
    model.behave({ reply: 'An EPC rates a home from A to G. It could cut your bills by £4,321 a year. Ask an assessor.' });
    const { streamed, done } = streamedAnswer(parseEvents((await askStream(app, EPC_QUESTION)).body as string));
    expect(streamed).toBe('An EPC rates a home from A to G.');
    expect(done).toMatchObject({ reply: grounded.reply });
  });

  it('hangs up on a reply that is one endless line, whole or streamed, having read little of it', async () => {
    const grounded = await groundedAnswer(EPC_QUESTION.message);
    model.behave({ endlessLine: true });
    expect(((await askRest(app, EPC_QUESTION)).body as ThermyJson).reply).toBe(grounded.reply);
    // Refused past the longest reply a chat completion sends, not read up to the time budget.
    expect(model.endlessLineSent()).toBeLessThan(4 * 1024 * 1024);
    const { done } = streamedAnswer(parseEvents((await askStream(app, EPC_QUESTION)).body as string));
    expect(done).toMatchObject({ reply: grounded.reply });
    expect(model.endlessLineSent()).toBeLessThan(4 * 1024 * 1024);
  });

  it('does not ask the model when there is nothing to ground a reply in', async () => {
    model.behave({ reply: 'Arsenal won.' });
    const asked = model.requests.length;
    const answer = (await askRest(app, { message: 'Who won the football last night?' })).body as ThermyJson;
    expect(answer.reply).toContain('outside home energy');
    expect(model.requests.length).toBe(asked);
  });
});

describe('The streaming endpoint refuses like the JSON one', () => {
  it('400 JSON for an empty question, before any event', async () => {
    const res = await askStream(app, { message: '' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body as string)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please type a question', field: 'message' });
  });
});

describe('The model writes at most its hourly allowance of replies, across every visitor', () => {
  it('past it answers with the grounded answer without asking the model', async () => {
    const grounded = await groundedAnswer(EPC_QUESTION.message);
    model.behave({ reply: MODEL_REPLY });
    const counter = `rate:${THERMY_MODEL_CALLS_PER_HOUR.name}:all`;
    for (let i = 0; i < THERMY_MODEL_CALLS_PER_HOUR.limit; i += 1) await app.store.increment(counter, THERMY_MODEL_CALLS_PER_HOUR.windowSeconds);
    const asked = model.requests.length;
    const json = (await askRest(app, EPC_QUESTION)).body as ThermyJson;
    expect(json.reply).toBe(grounded.reply);
    expect(model.requests).toHaveLength(asked);
    await app.store.delete(counter);
    expect(((await askRest(app, EPC_QUESTION)).body as ThermyJson).reply).toBe(MODEL_REPLY);
  });
});
