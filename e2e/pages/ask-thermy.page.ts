import { expect, type Locator, type Page } from '@playwright/test';

/** /ask-thermy: the conversation log, the question box and the tips. */
export class AskThermyPage {
  readonly log: Locator;
  readonly question: Locator;
  readonly tips: Locator;

  constructor(readonly page: Page) {
    this.log = page.getByRole('log', { name: 'Conversation with Thermy' });
    this.question = page.getByRole('textbox', { name: 'Your question' });
    this.tips = page.getByRole('complementary', { name: 'Tips for better questions' });
  }

  async open(): Promise<void> {
    await this.page.goto('/ask-thermy');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ask Thermy' })).toBeVisible();
  }

  /** Asks and waits for Thermy's answer to it, which it returns. */
  async ask(question: string): Promise<Locator> {
    const answersBefore = await this.answers().count();
    await this.question.fill(question);
    await this.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(this.answers()).toHaveCount(answersBefore + 1);
    return this.answers().last();
  }

  private answers(): Locator {
    return this.log.locator('> div').filter({ has: this.page.getByText('Thermy', { exact: true }) });
  }
}
