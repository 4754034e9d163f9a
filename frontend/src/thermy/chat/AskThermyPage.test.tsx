import { describe, expect, it } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND, THERMY_MESSAGES } from '@warmwise/common';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { createApolloClient } from '../../app/apolloClient';
import { AppProviders } from '../../app/AppProviders';
import { server } from '../../test/server';
import { AskThermyPage } from './AskThermyPage';
import { answerAskThermy, answerThermyMode, failAskThermy, type AskedThermy } from './test/thermyChatHandlers';
import { FRAME_TIPS, THERMY_TIPS } from './ThermyTips';

async function renderPage() {
  const user = userEvent.setup();
  const client = createApolloClient(new URL('/graphql', window.location.href).href);
  await act(async () => {
    render(
      <AppProviders client={client}>
        <MemoryRouter initialEntries={['/ask-thermy']}>
          <AskThermyPage />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return user;
}

type User = Awaited<ReturnType<typeof renderPage>>;

const box = () => screen.getByRole('textbox', { name: 'Your question' });
const log = () => screen.getByRole('log', { name: 'Conversation with Thermy' });

async function ask(user: User, question: string) {
  await user.click(box());
  await user.paste(question);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

const LOFT_ANSWER = {
  reply: 'For your home at 12 Stechford Lane, your plan says: Loft Insulation would save about £120 - £310 a year.',
  sources: [
    { title: 'Your energy plan', url: '/plan' },
    { title: 'Energy Saving Trust: Roof and loft insulation', url: 'https://energysavingtrust.org.uk/advice/roof-and-loft-insulation/' },
  ],
  suggestions: ['Which grants could I get?', 'Who should install the work?'],
};

describe('/ask-thermy', () => {
  it('has the page title, a labelled question box and the tips for better questions', async () => {
    await renderPage();
    await screen.findByRole('textbox', { name: 'Your question' });
    expect(document.title).toBe(`Ask Thermy: Your Home Energy Expert | ${BRAND.productName}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Ask Thermy' })).toBeInTheDocument();
    const tips = screen.getByRole('complementary', { name: 'Tips for better questions' });
    expect(within(tips).getAllByRole('listitem')).toHaveLength(THERMY_TIPS.length);
    expect(box()).toHaveAttribute('maxlength', '1000');
  });

  it('shows the answer in the log with its source links and follow-up suggestions, continuing the conversation', async () => {
    const asked: AskedThermy[] = [];
    server.use(answerAskThermy((message) => (message.startsWith('How much') ? LOFT_ANSWER : { reply: 'These schemes are open to most households.' }), asked));
    const user = await renderPage();
    await ask(user, 'How much would loft insulation save me?');

    expect(await within(log()).findByText(LOFT_ANSWER.reply)).toBeInTheDocument();
    expect(within(log()).getByText('How much would loft insulation save me?')).toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'Your energy plan' })).toHaveAttribute('href', '/plan');
    const external = within(log()).getByRole('link', { name: 'Energy Saving Trust: Roof and loft insulation' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(box()).toHaveValue('');

    await user.click(within(log()).getByRole('button', { name: 'Which grants could I get?' }));
    expect(await within(log()).findByText('These schemes are open to most households.')).toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(asked).toEqual([
      { message: 'How much would loft insulation save me?', conversationId: null },
      { message: 'Which grants could I get?', conversationId: '3f1c2f4e-8a5b-4c1d-9e2f-0a1b2c3d4e5f' },
    ]);
  });

  it('sends with Enter and refuses an empty question without asking the server', async () => {
    const asked: AskedThermy[] = [];
    server.use(answerAskThermy({ reply: 'An EPC rates a home from A to G.' }, asked));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(THERMY_MESSAGES.empty);
    expect(asked).toEqual([]);

    await user.click(box());
    await user.keyboard('What is an EPC?{Enter}');
    expect(await within(log()).findByText('An EPC rates a home from A to G.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's words when it refuses, and keeps the question to try again", async () => {
    server.use(failAskThermy({ message: 'Too many requests. Please try again in 5 minutes.', code: 'RATE_LIMITED', status: 429 }));
    const user = await renderPage();
    await ask(user, 'What is a heat pump?');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 5 minutes.');
    expect(box()).toHaveValue('What is a heat pump?');
    expect(within(log()).queryByText('What is a heat pump?')).not.toBeInTheDocument();
  });

  it('says so in plain words when the server fails', async () => {
    server.use(failAskThermy({ status: 500 }));
    const user = await renderPage();
    await ask(user, 'What is a heat pump?');
    expect(await screen.findByRole('alert')).toHaveTextContent("Thermy couldn't answer just now. Please try again in a moment.");
  });

  it('shows the answer as a language model writes it, and the log announces only the whole answer, once', async () => {
    const words = ['Loft insulation ', 'keeps heat ', 'in.'];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    server.use(answerAskThermy({ reply: 'Loft insulation keeps heat in [Energy Saving Trust].' }, [], { words, release: gates.map((gate) => gate.promise) }));
    const user = await renderPage();
    await ask(user, 'What does loft insulation do?');
    expect(await within(log()).findByText('Thermy is thinking...')).toBeInTheDocument();

    await act(async () => gates[0].release());
    const draft = await screen.findByText('Loft insulation');
    expect(draft.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(log()).not.toContainElement(draft);
    expect(within(log()).queryByText('Thermy is thinking...')).not.toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-busy', 'true');

    await act(async () => gates[1].release());
    expect(await screen.findByText('Loft insulation keeps heat')).toBeInTheDocument();
    await act(async () => gates[2].release());
    await act(async () => gates[3].release());

    expect(await within(log()).findByText('Loft insulation keeps heat in [Energy Saving Trust].')).toBeInTheDocument();
    expect(screen.queryByText('Loft insulation keeps heat in.')).not.toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-busy', 'false');
    expect(within(log()).getAllByText(/^Loft insulation keeps heat/)).toHaveLength(1);
  });

  it('drops the words written so far when the answer fails part way, and keeps the question', async () => {
    server.use(failAskThermy({ midStream: 'A heat pump ' }));
    const user = await renderPage();
    await ask(user, 'What is a heat pump?');
    expect(await screen.findByRole('alert')).toHaveTextContent("Thermy couldn't answer just now. Please try again in a moment.");
    expect(screen.queryByText('A heat pump')).not.toBeInTheDocument();
    expect(box()).toHaveValue('What is a heat pump?');
  });

  it('embeds the external assistant the server names, with the microphone, camera and clipboard allowed, and the tips beside it', async () => {
    server.use(answerThermyMode({ mode: 'frame', frameUrl: 'https://assistant.example.com/embed' }));
    await renderPage();
    const frame = await screen.findByTitle('Thermy, your home energy assistant');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://assistant.example.com/embed');
    expect(frame).toHaveAttribute('allow', 'microphone; camera; clipboard-write');
    const tips = screen.getByRole('complementary', { name: 'Tips for better questions' });
    expect(within(tips).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...FRAME_TIPS]);
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    expect(document.title).toBe(`Ask Thermy: Your Home Energy Expert | ${BRAND.productName}`);
  });

  it('offers its own chat when the server cannot say which Thermy to show', async () => {
    server.use(http.get('/api/thermy/mode', () => new HttpResponse(null, { status: 503 })));
    await renderPage();
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(screen.queryByTitle('Thermy, your home energy assistant')).not.toBeInTheDocument();
  });
});

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}
