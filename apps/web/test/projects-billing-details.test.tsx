import type { ProjectBilling } from '@escouade/contract/billing';
import { applyFrenchTypography as typeset } from '@escouade/contract/french-typography';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeProjectsApi, invitation, PROJECT_ID, project, staffedPlan } from './support/fake-projects-api';
import { renderApp } from './support/render-app';

const SLOW_TEST_TIMEOUT_MS = 40_000;
const BILLING_PATH = `/api/projects/${PROJECT_ID}/billing`;
const team = [invitation({ id: '40000000-0000-4000-8000-000000000001', status: 'accepted' })];

const TYPED_DETAILS: ProjectBilling['billingDetails'] = {
  legalName: 'Boulangeries Martin & Fils',
  siren: '812345676',
  vatNumber: null,
  address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
};
const BILLING: ProjectBilling = {
  billingDetails: TYPED_DETAILS,
  organisationBuyer: null,
  feePercent: 10,
  hasOwnFee: false,
  billingMode: 'fixed',
};

function renderProjectPage(billing: ProjectBilling) {
  const api = fakeProjectsApi({ projects: [project({ status: 'staffed', team })], plans: [staffedPlan()] });
  api.on('GET', BILLING_PATH, () => billing);
  renderApp(`/dashboard/projects/${PROJECT_ID}`);
  return api;
}

async function findDetailsSection() {
  const section = await screen.findByRole(
    'region',
    { name: typeset('Coordonnées de facturation') },
    { timeout: 5000 },
  );
  // The form is there once the billing read has answered.
  await within(section).findByLabelText('Raison sociale ou nom', {}, { timeout: 5000 });
  return section;
}

describe('the project’s billing details', { timeout: SLOW_TEST_TIMEOUT_MS }, () => {
  it('says that the quotes and invoices are made out to the organisation’s legal identity, and where to change it', async () => {
    renderProjectPage({
      ...BILLING,
      organisationBuyer: {
        legalName: 'Atelier Lumière SAS',
        siret: '73282932000074',
        vatNumber: 'FR44732829320',
      },
    });
    const section = await findDetailsSection();

    expect(section).toHaveTextContent(
      typeset(
        'Les devis et factures de ce projet sont établis au nom de votre organisation, Atelier Lumière SAS ' +
          '(SIRET 73282932000074). Pour les modifier, passez par la page de l’organisation.',
      ),
    );
    expect(within(section).getByRole('link', { name: 'Ouvrir la page de l’organisation' })).toHaveAttribute(
      'href',
      '/dashboard/organisation',
    );
    expect(section).toHaveTextContent(
      'Les coordonnées ci-dessous ne servent que si l’identité légale de l’organisation est incomplète.',
    );
    expect(section).not.toHaveTextContent(
      'Le nom, les identifiants et l’adresse auxquels l’agence adresse les factures de ce projet.',
    );
  });

  it('names the organisation by its VAT number when it has no SIRET', async () => {
    renderProjectPage({
      ...BILLING,
      billingDetails: null,
      organisationBuyer: { legalName: 'Lichtwerk GmbH', siret: null, vatNumber: 'DE136695976' },
    });
    const section = await findDetailsSection();

    expect(section).toHaveTextContent(
      'Les devis et factures de ce projet sont établis au nom de votre organisation, Lichtwerk GmbH (TVA DE136695976).',
    );
    // The organisation's identity is enough to invoice: the form does not ask for details first.
    expect(section).not.toHaveTextContent('Renseignez-les avant la première facture');
  });

  it('says nothing of an organisation when the details typed on the project are the ones used', async () => {
    renderProjectPage(BILLING);
    const section = await findDetailsSection();

    expect(section).toHaveTextContent(
      'Le nom, les identifiants et l’adresse auxquels l’agence adresse les factures de ce projet.',
    );
    expect(section).not.toHaveTextContent('établis au nom de votre organisation');
    expect(within(section).queryByRole('link', { name: 'Ouvrir la page de l’organisation' })).toBeNull();
    expect(within(section).getByLabelText('Raison sociale ou nom')).toHaveValue('Boulangeries Martin & Fils');
  });
});
