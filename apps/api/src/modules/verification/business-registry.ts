import { isSiret } from '@escouade/contract/business-identifiers';

// Where a SIRET is looked up when a business asks to be verified. The default answers offline from the number
// alone (its key); a registry of establishments (INSEE's SIRENE API) plugs in behind the same interface,
// chosen by configuration (`BUSINESS_REGISTRY`). Nothing here reaches the network unless such a registry is
// configured; the tests never do.

/** What a registry says of a SIRET: whether it knows an active establishment with it. */
export interface RegistryAnswer {
  /** The registry that answered, kept with the request for the administrator who decides. */
  name: string;
  found: boolean;
}

export interface BusinessRegistry {
  readonly name: string;
  lookup(siret: string): Promise<RegistryAnswer>;
}

/**
 * The offline registry: a SIRET is "found" when its key holds (Luhn, or La Poste's rule). It proves the number
 * was not mistyped, not that the business exists: the registration document is what the administrator checks.
 */
export const checksumRegistry: BusinessRegistry = {
  name: 'checksum',
  async lookup(siret) {
    return { name: 'checksum', found: isSiret(siret) };
  },
};

export const BUSINESS_REGISTRIES = ['checksum'] as const;
export type BusinessRegistryName = (typeof BUSINESS_REGISTRIES)[number];

/** The registry configuration names. */
export function createBusinessRegistry(name: BusinessRegistryName): BusinessRegistry {
  switch (name) {
    case 'checksum':
      return checksumRegistry;
  }
}
