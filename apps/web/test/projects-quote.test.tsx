import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeProjectsApi,
  invitation,
  jsonResponse,
  PROJECT_ID,
  project,
  staffedPlan,
} from './support/fake-projects-api';
import { acceptedQuote, QUOTE_HASH as HASH, quoteToAccept } from './support/quotes';
import { renderApp } from './support/render-app';

const SLOW_TEST_TIMEOUT_MS = 40_000;
const QUOTE_PATH = `/api/projects/${PROJECT_ID}/quote`;
const ACCEPT_PATH = `${QUOTE_PATH}/acceptance`;
const team = [
  invitation({ id: '40000000-0000-4000-8000-000000000001', status: 'accepted' }),
  invitation({ id: '40000000-0000-4000-8000-000000000002', status: 'accepted' }),
];

const TO_ACCEPT = quoteToAccept({ canAccept: true });
const ACCEPTED = acceptedQuote(TO_ACCEPT);

async function findQuoteCard(name = 'Devis D-20000000-1') {
  return screen.findByRole('region', { name: typeset(name) }, { timeout: 5000 });
}

describe('the quote card', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('shows the lines and totals, then accepts with the full name typed and a confirmation', async () => {
    const api = fakeProjectsApi({ projects: [project({ status: 'staffed', team })], plans: [staffedPlan()] });
    api.on('GET', QUOTE_PATH, () => TO_ACCEPT);
    api.on('POST', ACCEPT_PATH, () => ACCEPTED);
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);

    const card = await findQuoteCard();
    expect(within(card).getByText('À accepter')).toBeInTheDocument();
    expect(within(card).getByText('Développeuse front-end')).toBeInTheDocument();
    // French figures: the days with a decimal comma, euros after a narrow no-break space.
    expect(within(card).getByText(/^12,5\sjours × 429,59\s€$/)).toBeInTheDocument();
    expect(within(card).getByText(/^5\s369,88\s€$/)).toBeInTheDocument();
    expect(within(card).getByText(/^TVA 20\s%$/)).toBeInTheDocument();
    expect(within(card).getByText(/^7\s088,24\s€$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'PDF du devis D-20000000-1' })).toHaveAttribute(
      'href',
      `${QUOTE_PATH}/pdf`,
    );

    // No name: said at the field, nothing sent.
    await user.click(within(card).getByRole('button', { name: 'Accepter le devis' }));
    expect(within(card).getByText('Saisissez vos prénom et nom.')).toBeInTheDocument();
    expect(api.requestsTo('POST', ACCEPT_PATH)).toHaveLength(0);

    await user.type(within(card).getByLabelText('Prénom et nom'), 'Claire Cliente');
    await user.click(within(card).getByRole('button', { name: 'Accepter le devis' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('Claire Cliente');
    expect(dialog).toHaveTextContent(/7\s088,24\s€ TTC/);
    await user.click(within(dialog).getByRole('button', { name: 'Oui, j’accepte' }));

    expect(await within(card).findByText('Accepté', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.requestsTo('POST', ACCEPT_PATH).map((request) => request.body)).toEqual([
      { fullName: 'Claire Cliente', documentSha256: HASH },
    ]);
    expect(within(card).getByText(/^Accepté en ligne par Claire Cliente le /)).toBeInTheDocument();
    expect(within(card).getByText(HASH)).toBeInTheDocument();
    expect(within(card).queryByLabelText('Prénom et nom')).not.toBeInTheDocument();
  });

  it('says why an acceptance was refused, in words', async () => {
    const api = fakeProjectsApi({ projects: [project({ status: 'staffed', team })], plans: [staffedPlan()] });
    api.on('GET', QUOTE_PATH, () => TO_ACCEPT);
    api.on('POST', ACCEPT_PATH, () => jsonResponse({ code: 'QUOTE_CHANGED', message: 'changed' }, 409));
    const { user } = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const card = await findQuoteCard();
    await user.type(within(card).getByLabelText('Prénom et nom'), 'Claire Cliente');
    await user.click(within(card).getByRole('button', { name: 'Accepter le devis' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Oui, j’accepte' }));
    expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /^Le devis n’a pas été accepté\s: Le devis a été mis à jour depuis que vous l’avez ouvert\s: relisez/,
    );
    // Told so, the card reads the quote again.
    expect(api.requestsTo('GET', QUOTE_PATH).length).toBeGreaterThan(1);
  });

  it('shows the team its status only, says why there is none yet, and offers to retry a failed load', async () => {
    const api = fakeProjectsApi({ projects: [project({ status: 'staffed', team })], plans: [staffedPlan()] });
    api.on('GET', QUOTE_PATH, () => ({ ...ACCEPTED, quote: null }));
    const first = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const card = await findQuoteCard('Devis');
    expect(
      await within(card).findByText(
        /^Le client a accepté le devis\s: c’est le contrat du projet\.$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    first.unmount();

    api.on('GET', QUOTE_PATH, () => jsonResponse({ code: 'INTERNAL_ERROR', message: 'boom' }, 500));
    const second = renderApp(`/dashboard/projects/${PROJECT_ID}`);
    const failed = await findQuoteCard('Devis');
    expect(
      await within(failed).findByText(/^Le devis n’a pas pu être chargé/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    api.on('GET', QUOTE_PATH, () => ({
      status: 'missing',
      missingReason: 'BILLING_DETAILS_MISSING',
      canAccept: false,
      quote: null,
      acceptance: null,
    }));
    await second.user.click(within(failed).getByRole('button', { name: /Réessayer/ }));
    expect(
      await within(failed).findByText(
        /^Indiquez ci-dessous à qui adresser les factures\s: le devis sera établi/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
