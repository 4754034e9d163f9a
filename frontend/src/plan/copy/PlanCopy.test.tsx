import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { EMAIL_MESSAGES, PLAN_COPY_SENDING_MESSAGE } from '@warmwise/common';
import { graphql, http, HttpResponse } from 'msw';
import { SESSION_KEYS } from '../../storage/keys';
import { server } from '../../test/server';
import { answerBuildPlan, buildPlan, PROPERTY_ID } from '../test/planHandlers';
import { PLAN_REMADE_FOR_COPY } from './usePdfDownload';
import { renderPlan } from '../test/renderPlan';

const copySection = () => screen.getByRole('region', { name: 'A copy to keep' });
const emailForm = () => within(copySection()).getByRole('form', { name: 'E-mail me this plan' });
const addressField = () => within(emailForm()).getByLabelText('E-mail address to send the plan to');

/** Answers EmailPlan as the server does (true whatever happened) and keeps what was asked. */
function acceptEmailPlan(asked: Array<Record<string, unknown>>) {
  return graphql.mutation('EmailPlan', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: { emailPlan: true } });
  });
}

async function sendTo(address: string) {
  const view = await renderPlan();
  await screen.findByRole('region', { name: 'A copy to keep' });
  await view.user.clear(addressField());
  if (address) await view.user.type(addressField(), address);
  await view.user.click(within(emailForm()).getByRole('button', { name: 'Send' }));
  return view;
}

describe('a copy of the plan to keep', () => {
  it('links straight to the PDF, a download that needs no script', async () => {
    await renderPlan();
    const link = within(await screen.findByRole('region', { name: 'A copy to keep' })).getByRole('link', { name: 'Download PDF' });
    expect(link).toHaveAttribute('href', `/api/properties/${PROPERTY_ID}/energy-plan/pdf`);
    expect(link).toHaveAttribute('download');
  });

  it('starts the address with the one given in the wizard', async () => {
    sessionStorage.setItem(SESSION_KEYS.userEmail, 'householder@example.com');
    await renderPlan();
    await screen.findByRole('region', { name: 'A copy to keep' });
    expect(addressField()).toHaveValue('householder@example.com');
  });

  it("mails the plan and says what the server says, whatever happened", async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(acceptEmailPlan(asked));
    await sendTo('  Me@Example.com ');
    expect(await within(copySection()).findByRole('status')).toHaveTextContent(PLAN_COPY_SENDING_MESSAGE);
    expect(asked).toEqual([{ propertyId: PROPERTY_ID, email: 'me@example.com' }]);
  });

  it('checks the address with the app’s rule before asking', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(acceptEmailPlan(asked));
    await sendTo('not-an-address');
    expect(await within(emailForm()).findByText(EMAIL_MESSAGES.invalid)).toBeInTheDocument();
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);
  });

  it('shows a refused address by the field, in the server’s words', async () => {
    server.use(
      graphql.mutation('EmailPlan', () =>
        HttpResponse.json({ errors: [{ message: 'That address cannot receive mail', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }], data: null }),
      ),
    );
    await sendTo('someone@example.com');
    expect(await within(emailForm()).findByText('That address cannot receive mail')).toBeInTheDocument();
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    expect(within(copySection()).getByRole('status')).toHaveTextContent('');
  });

  it('shows any other failure as a toast', async () => {
    server.use(graphql.mutation('EmailPlan', () => HttpResponse.json({ errors: [{ message: 'Too many requests. Try again in a minute.', extensions: { code: 'RATE_LIMITED' } }], data: null })));
    await sendTo('someone@example.com');
    expect(await screen.findByText('Plan not sent')).toBeInTheDocument();
    expect(screen.getByText('Too many requests. Try again in a minute.')).toBeInTheDocument();
    expect(addressField()).not.toHaveAttribute('aria-invalid');
  });
});

describe('downloading the PDF with the page\'s script running', () => {
  const PDF_PATH = `/api/properties/${PROPERTY_ID}/energy-plan/pdf`;
  const PDF_BYTES = '%PDF-1.7 a plan';
  let saved: Blob[];
  let clicked: string[];

  beforeEach(() => {
    saved = [];
    clicked = [];
    // jsdom has no object URLs or downloads: record what would be handed to the browser.
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return `blob:copy-${saved.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.href.startsWith('blob:')) clicked.push(`${this.href} as ${this.download}`);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const pdf = () => new HttpResponse(PDF_BYTES, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="warmwise-energy-plan.pdf"' } });

  async function pressDownload(view: Awaited<ReturnType<typeof renderPlan>>) {
    await view.user.click(within(copySection()).getByRole('link', { name: 'Download PDF' }));
  }

  it('hands the PDF to the browser under the server\'s file name', async () => {
    server.use(http.get(PDF_PATH, pdf));
    const view = await renderPlan();
    await pressDownload(view);
    await waitFor(() => expect(clicked).toEqual(['blob:copy-1 as warmwise-energy-plan.pdf']));
    expect(await saved[0]!.text()).toBe(PDF_BYTES);
  });

  it('makes a plan that went out of date while the page was open again, shows it, then downloads its copy', async () => {
    const asked: string[] = [];
    const built: string[] = [];
    server.use(
      http.get(PDF_PATH, () => {
        asked.push('pdf');
        return asked.length === 1
          ? HttpResponse.json({ message: "This home's plan needs making again.", code: 'CONFLICT', outOfDate: true }, { status: 409 })
          : pdf();
      }),
      answerBuildPlan(buildPlan({ id: 'plan-2', potentialSavings: 987 }), built),
    );
    const view = await renderPlan();
    await pressDownload(view);
    expect(await within(copySection()).findByText(PLAN_REMADE_FOR_COPY)).toBeInTheDocument();
    await waitFor(() => expect(clicked).toEqual(['blob:copy-1 as warmwise-energy-plan.pdf']));
    expect(built).toEqual([PROPERTY_ID]);
    expect(asked).toEqual(['pdf', 'pdf']);
    // The page follows the plan the copy was made from.
    expect((await screen.findAllByText(/£987/)).length).toBeGreaterThan(0);
    expect(within(copySection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refusal in the server\'s words instead of a failed download', async () => {
    server.use(http.get(PDF_PATH, () => HttpResponse.json({ message: 'Too many copies of this plan. Try again in 10 minutes.', code: 'RATE_LIMITED' }, { status: 429 })));
    const view = await renderPlan();
    await pressDownload(view);
    expect(await within(copySection()).findByRole('alert')).toHaveTextContent('Too many copies of this plan. Try again in 10 minutes.');
    expect(clicked).toEqual([]);
  });
});
