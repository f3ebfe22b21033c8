import type { BusinessIdentityDto } from '@trato/domain/collections/dto-schemas';
import { TAX_ID_LABELS } from '@trato/domain/collections/tax-id';
import type { collectionSettings } from '../../db/schema/index.ts';

type IdentityColumns = Pick<typeof collectionSettings.$inferSelect, 'legalName' | 'taxCountry' | 'taxId' | 'address' | 'contactEmail' | 'contactPhone'>;

/**
 * The business identity of settings «Cobros» as every surface shows it (settings, the proposal's
 * cover and PDF): present once the legal name, country and tax id are all set, else null.
 */
export function businessIdentityOf(s: IdentityColumns | null | undefined): BusinessIdentityDto | null {
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
