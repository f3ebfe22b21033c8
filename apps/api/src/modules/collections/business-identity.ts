import type { BusinessIdentityDto } from '@trato/domain/collections/dto-schemas';
import { TAX_ID_LABELS, type TaxCountry } from '@trato/domain/collections/tax-id';
import { collectionSettings } from '../../db/schema/index.ts';

/** The identity columns of settings «Cobros» (collection_settings), however a read selected them. */
export type IdentityColumns = {
  legalName: string | null;
  taxCountry: TaxCountry | null;
  taxId: string | null;
  address: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
};

/** The identity columns as a select needs them (joined to collection_settings). */
export const identityColumns = {
  legalName: collectionSettings.legalName,
  taxCountry: collectionSettings.taxCountry,
  taxId: collectionSettings.taxId,
  address: collectionSettings.address,
  contactEmail: collectionSettings.contactEmail,
  contactPhone: collectionSettings.contactPhone,
};

/**
 * The business identity every surface shows (settings, the pay page, the public proposal's sender
 * card): only once the legal name, country and tax id are all set, with the tax id's local name.
 */
export function businessIdentity(s: IdentityColumns | null | undefined): BusinessIdentityDto | null {
  if (!s?.legalName || !s.taxCountry || !s.taxId) return null;
  return {
    legal_name: s.legalName,
    tax_country: s.taxCountry,
    tax_id: s.taxId,
    tax_id_label: TAX_ID_LABELS[s.taxCountry],
    address: s.address,
    contact_email: s.contactEmail,
    contact_phone: s.contactPhone,
  };
}
