import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/AppProviders';
import { ThermyQuestionForm } from './ThermyQuestionForm';

/** A stand-in for the browser's recognition: the test says what was heard. */
class FakeRecognition {
  static last: FakeRecognition | undefined;
  lang = '';
  interimResults = true;
  continuous = true;
  started = false;
  onresult: ((event: { results: Array<Array<{ transcript: string }>> }) => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {}
  hear(transcript: string) {
    this.onresult?.({ results: [[{ transcript }]] });
    this.onend?.();
  }
}

const speechWindow = window as unknown as { webkitSpeechRecognition?: typeof FakeRecognition };

async function renderForm() {
  await act(async () => {
    render(
      <AppProviders>
        <ThermyQuestionForm loading={false} error={null} onSend={async () => true} />
      </AppProviders>,
    );
  });
  return userEvent.setup();
}

afterEach(() => {
  delete speechWindow.webkitSpeechRecognition;
});

describe('voice input for Thermy', () => {
  it('is not offered where the browser cannot recognise speech', async () => {
    await renderForm();
    expect(screen.queryByRole('button', { name: 'Speak your question' })).not.toBeInTheDocument();
  });

  it('puts what was heard, in British English, into the question box', async () => {
    speechWindow.webkitSpeechRecognition = FakeRecognition;
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Speak your question' }));
    const recognition = FakeRecognition.last!;
    expect(recognition).toMatchObject({ started: true, lang: 'en-GB', interimResults: false, continuous: false });
    expect(screen.getByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');

    act(() => recognition.hear('how much would loft insulation save me'));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('how much would loft insulation save me');
    expect(screen.getByRole('button', { name: 'Speak your question' })).toHaveAttribute('aria-pressed', 'false');
  });
});
