import type { AdminProjectDetail } from '@escouade/contract/admin';
import type { ProjectQuote } from '@escouade/contract/billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeAdminApi } from './support/fake-admin-api';
import { jsonResponse } from './support/fake-api';
import { acceptedQuote, QUOTE_HASH as HASH, quoteToAccept } from './support/quotes';
import { renderApp } from './support/render-app';

// The quote's section of an administrator's project page: why there is none yet, a draft with its figures and
// its PDF, drafted again after a confirmation while the client has not accepted it, and the contract once it is.

const PROJECT_ID = '20000000-0000-4000-8000-000000000001';
const PATH = `/api/admin/projects/${PROJECT_ID}`;
const QUOTE_PATH = `/api/projects/${PROJECT_ID}/quote`;
const REDRAFT_PATH = `${PATH}/quote`;
const NEW_HASH = 'cd'.repeat(32);

function detail(): AdminProjectDetail {
  return {
    id: PROJECT_ID,
    title: 'Boutique en ligne',
    status: 'staffed',
    language: 'fr',
    client: { id: 'client-1', name: 'Claire Cliente' },
    organisation: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-11-10T09:00:00.000Z',
    staffedAt: '2026-10-05T09:00:00.000Z',
    startedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    brief: null,
    team: [],
    daysSinceStaffingMoved: null,
    isStalled: false,
    plan: null,
    billing: { invoiceCount: 0, outstandingCents: 0 },
    audit: [],
    canCancel: false,
  };
}

const TO_ACCEPT = quoteToAccept({ canAccept: false });

const VERSION_2: ProjectQuote = {
  ...TO_ACCEPT,
  quote: {
    ...(TO_ACCEPT.quote as NonNullable<ProjectQuote['quote']>),
    number: 'D-20000000-2',
    version: 2,
    issueDate: '2027-03-02',
    validUntil: '2027-04-01',
    documentSha256: NEW_HASH,
  },
};

const ACCEPTED = acceptedQuote(TO_ACCEPT);

const missing = (reason: ProjectQuote['missingReason']): ProjectQuote => ({
  status: 'missing',
  missingReason: reason,
  canAccept: false,
  quote: null,
  acceptance: null,
});

/** The admin API with the project, and the quote as `quote()` answers it at each reading. */
function quoteApi(quote: () => unknown) {
  return fakeAdminApi()
    .on('GET', PATH, () => detail())
    .on('GET', QUOTE_PATH, quote);
}

async function findQuoteSection(name = 'Devis') {
  return screen.findByRole('region', { name }, { timeout: 10_000 });
}

describe('admin project page: the quote', { timeout: 30_000 }, () => {
  it('shows a draft in French figures with its PDF, then drafts a new version after a confirmation', async () => {
    const user = userEvent.setup();
    let current = TO_ACCEPT;
    const api = quoteApi(() => current).on('POST', REDRAFT_PATH, () => {
      current = VERSION_2;
      return VERSION_2;
    });
    renderApp(`/admin/projects/${PROJECT_ID}`);

    const section = await findQuoteSection();
    await within(section).findByText('D-20000000-1', {}, { timeout: 10_000 });
    expect(section).toHaveTextContent('À accepter');
    expect(section).toHaveTextContent('Le client ne l’a pas encore accepté.');
    expect(section).toHaveTextContent(/Version\s*1/);
    expect(within(section).getByText('26 février 2027')).toBeInTheDocument();
    expect(within(section).getByText('28 mars 2027')).toBeInTheDocument();
    expect(within(section).getByText('En régie, au temps passé')).toBeInTheDocument();
    // « 5 906,87 € »: a narrow no-break space between thousands, a no-break space before the euro sign.
    expect(within(section).getByText(/^5\s906,87\s€$/).textContent).toBe('5\u202f906,87\u00a0€');
    expect(within(section).getByText(/^1\s181,37\s€$/).textContent).toBe('1\u202f181,37\u00a0€');
    expect(within(section).getByText(/^7\s088,24\s€$/).textContent).toBe('7\u202f088,24\u00a0€');
    expect(within(section).getByRole('link', { name: 'PDF du devis D-20000000-1' })).toHaveAttribute(
      'href',
      `${QUOTE_PATH}/pdf`,
    );

    await user.click(within(section).getByRole('button', { name: 'Établir une nouvelle version' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: /^Établir une nouvelle version du devis D-20000000-1\s\?$/ },
      { timeout: 10_000 },
    );
    expect(dialog).toHaveTextContent('La version 2, datée d’aujourd’hui et valable 30 jours');
    expect(dialog).toHaveTextContent('Le client devra lire et accepter cette nouvelle version.');
    // Nothing is sent before the confirmation.
    expect(api.requestsTo('POST', REDRAFT_PATH)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Établir la nouvelle version' }));

    await waitFor(() => expect(api.requestsTo('POST', REDRAFT_PATH)).toHaveLength(1));
    const status = await within(section).findByRole('status', {}, { timeout: 10_000 });
    expect(status).toHaveTextContent(
      'Version 2 du devis D-20000000-2 établie. Le client devra la lire et l’accepter.',
    );
    expect(within(section).getByText('D-20000000-2')).toBeInTheDocument();
    expect(within(section).getByText('2 mars 2027')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'PDF du devis D-20000000-2' })).toBeInTheDocument();
    // The project is read again: its audit log has the new entry.
    await waitFor(() => expect(api.requestsTo('GET', PATH).length).toBeGreaterThanOrEqual(2));
  });

  it('shows an accepted quote as the contract: who accepted it, when, its hash, and no new version', async () => {
    quoteApi(() => ACCEPTED);
    renderApp(`/admin/projects/${PROJECT_ID}?lng=en`);

    const section = await findQuoteSection('Quote');
    await within(section).findByText('D-20000000-1', {}, { timeout: 10_000 });
    expect(section).toHaveTextContent('Accepted');
    expect(section).toHaveTextContent('It is the project’s contract: it can no longer change.');
    expect(
      within(section).getByText(/^Accepted online by Claire Cliente on March 1, 2027 at /),
    ).toBeInTheDocument();
    expect(within(section).getByText('€7,088.24')).toBeInTheDocument();
    // The hash shortened, the whole of it one click away.
    const short = within(section).getByText(`${HASH.slice(0, 12)}…`);
    expect(short).toHaveAttribute('title', HASH);
    expect(within(section).getByText(HASH)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /D-20000000-1/ })).toHaveAttribute(
      'href',
      `${QUOTE_PATH}/pdf`,
    );
    expect(within(section).queryByRole('button', { name: 'Draft a new version' })).not.toBeInTheDocument();
  });

  it('says why there is no quote yet, with no PDF and no new version', async () => {
    quoteApi(() => missing('BILLING_DETAILS_MISSING'));
    renderApp(`/admin/projects/${PROJECT_ID}`);

    const section = await findQuoteSection();
    expect(
      await within(section).findByText(
        'Le client n’a pas encore indiqué à qui adresser ses factures.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('Pas encore de devis.');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('points to the agency’s settings when they are what is missing, in English', async () => {
    quoteApi(() => missing('AGENCY_SETTINGS_MISSING'));
    renderApp(`/admin/projects/${PROJECT_ID}?lng=en`);

    const section = await findQuoteSection('Quote');
    expect(
      await within(section).findByText(
        'The agency’s settings (legal identity, billing terms) are not saved.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Save the agency’s settings' })).toHaveAttribute(
      'href',
      '/admin/agency',
    );
  });

  it('says a new version was refused because the client accepted meanwhile, and shows the contract', async () => {
    const user = userEvent.setup();
    let current = TO_ACCEPT;
    const api = quoteApi(() => current).on('POST', REDRAFT_PATH, () => {
      current = ACCEPTED;
      return apiError('QUOTE_ALREADY_ACCEPTED', 409);
    });
    renderApp(`/admin/projects/${PROJECT_ID}`);

    const section = await findQuoteSection();
    await user.click(
      await within(section).findByRole(
        'button',
        { name: 'Établir une nouvelle version' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Établir la nouvelle version' }));

    const alert = await within(section).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(
      /^La nouvelle version n’a pas pu être établie\s: Ce devis a déjà été accepté\s: c’est le contrat du projet, il ne change plus\.$/,
    );
    // The quote is read again: accepted, it has no button any more; the refusal keeps the focus.
    await waitFor(() => expect(api.requestsTo('GET', QUOTE_PATH).length).toBeGreaterThanOrEqual(2));
    expect(await within(section).findByText(/^Accepté en ligne par Claire Cliente le /)).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Établir une nouvelle version' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('says why a new version cannot be drafted when the API gives the reason', async () => {
    const user = userEvent.setup();
    quoteApi(() => TO_ACCEPT).on('POST', REDRAFT_PATH, () =>
      jsonResponse(
        { code: 'QUOTE_NOT_READY', message: 'server text', details: { reason: 'MEMBER_RATE_MISSING' } },
        409,
      ),
    );
    renderApp(`/admin/projects/${PROJECT_ID}`);

    const section = await findQuoteSection();
    await user.click(
      await within(section).findByRole(
        'button',
        { name: 'Établir une nouvelle version' },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Établir la nouvelle version' }));

    expect(await within(section).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      /^La nouvelle version n’a pas pu être établie\s: Un membre de l’équipe qui mène une étape n’a pas de taux horaire sur son profil\.$/,
    );
  });

  it('shows the loading state, then why the quote cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let release: (value: Response) => void = () => {};
    let answered = false;
    const api = quoteApi(() => {
      if (answered) return TO_ACCEPT;
      answered = true;
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    renderApp(`/admin/projects/${PROJECT_ID}`);

    const section = await findQuoteSection();
    expect(within(section).getByRole('status')).toHaveTextContent('Chargement du devis…');
    await waitFor(() => expect(api.requestsTo('GET', QUOTE_PATH)).toHaveLength(1));
    release(apiError('INTERNAL_ERROR', 500));
    const alert = await within(section).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(/^Le devis n’a pas pu être chargé\s: /);
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByText('D-20000000-1', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
