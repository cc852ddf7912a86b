import { addDays, dayInFrance } from '@escouade/contract/calendar-days';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeAdminApi } from './support/fake-admin-api';
import { renderApp } from './support/render-app';

const INVOICE_ID = '10000000-0000-4000-8000-000000000001';
const PROJECT_ID = '20000000-0000-4000-8000-000000000001';
const MILESTONE_ID = '30000000-0000-4000-8000-000000000001';
const ISSUED_ON = '2026-11-02';

function invoicingApi() {
  return fakeAdminApi()
    .on('GET', '/api/admin/billable-milestones', () => ({
      milestones: [
        {
          projectId: PROJECT_ID,
          projectTitle: 'Boutique en ligne',
          milestoneId: MILESTONE_ID,
          title: 'Maquettes',
          acceptedAt: '2026-11-20T10:00:00.000Z',
          hasBillingDetails: true,
        },
      ],
    }))
    .on('GET', '/api/admin/invoices', () => ({
      invoices: [
        {
          id: INVOICE_ID,
          kind: 'invoice',
          number: '2026-00001',
          issueDate: ISSUED_ON,
          dueDate: '2026-12-02',
          milestoneTitle: 'Cadrage',
          creditsNumber: null,
          netCents: 165_000,
          vatCents: 33_000,
          grossCents: 198_000,
          creditedCents: 0,
          paidCents: 0,
          status: 'unpaid',
          payments: [],
          projectId: PROJECT_ID,
          projectTitle: 'Boutique en ligne',
        },
      ],
    }));
}

async function openInvoicing(path = '/admin/invoicing') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return view;
}

describe('admin invoicing', { timeout: 20_000 }, () => {
  it('records a transfer only on a day between the invoice and today, confirmed with the day in words', async () => {
    const api = invoicingApi().on('POST', `/api/admin/invoices/${INVOICE_ID}/payments`, () => ({
      id: '40000000-0000-4000-8000-000000000001',
    }));
    const { user } = await openInvoicing();
    const card = await screen.findByRole('article', { name: 'Facture 2026-00001' });
    await user.click(within(card).getByRole('button', { name: 'Enregistrer un paiement' }));
    const day = within(card).getByLabelText('Reçu le');
    // The agency's day by default, in France.
    expect(day).toHaveValue(dayInFrance());
    await user.type(within(card).getByLabelText(/Montant reçu/), '1980');

    // A day to come, then a day before the invoice: each refused on the field, nothing sent.
    for (const [typed, message] of [
      [addDays(dayInFrance(), 1), /une fois reçu/],
      ['2026-11-01', /avant sa facture, datée du 2 novembre/],
    ] as const) {
      await user.clear(day);
      await user.type(day, typed);
      await user.click(within(card).getAllByRole('button', { name: 'Enregistrer un paiement' }).at(-1)!);
      expect(await within(card).findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    }
    expect(api.requestsTo('POST', `/api/admin/invoices/${INVOICE_ID}/payments`)).toHaveLength(0);

    await user.clear(day);
    await user.type(day, '2026-11-20');
    await user.click(within(card).getAllByRole('button', { name: 'Enregistrer un paiement' }).at(-1)!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/reçu le 20 novembre/);
    await user.click(within(dialog).getByRole('button', { name: /Enregistrer/ }));
    expect(await screen.findByText('Paiement enregistré.')).toBeInTheDocument();
    expect(api.requestsTo('POST', `/api/admin/invoices/${INVOICE_ID}/payments`)[0]?.body).toMatchObject({
      amountCents: 198_000,
      paidOn: '2026-11-20',
    });
  });

  it('says when a list cannot be loaded, and when there is nothing to invoice', async () => {
    invoicingApi()
      .on('GET', '/api/admin/billable-milestones', () => ({ milestones: [] }))
      .on('GET', '/api/admin/invoices', () => apiError('INTERNAL_ERROR', 500));
    await openInvoicing('/admin/invoicing?lng=en');
    expect(await screen.findByText('No accepted milestone awaits an invoice.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
