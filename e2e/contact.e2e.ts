import { expect, test } from './fixtures.js';

test('the contact form refuses what the server would, in its words, then sends the message', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();

  await form.getByLabel('Name').fill('Sam Example');
  await form.getByLabel('Email').fill('sam@example.com');
  await form.getByLabel('Subject').fill('A question about loft insulation');
  await form.getByLabel('Message').fill('m'.repeat(5_001));
  await send.click();
  await expect(page.getByText('Message is too long: please keep it to 5,000 characters.')).toBeVisible();

  await form.getByLabel('Message').fill('How thick should my loft insulation be?');
  await send.click();
  await expect(page.getByRole('alertdialog', { name: 'Thank You!' })).toBeVisible();
});
