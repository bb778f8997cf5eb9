import type { PaymentItemOption, PaymentPackageOption } from '@praktik/ui/PaymentLineEditor';
import { useCatalogueList, useItemOptions } from '../../api/catalogue';

/**
 * Every package at once: the payment form's select has no paging, and dashboard lists take a size
 * up to 99999 (docs/api.md, "Paging and sorting").
 */
const ALL_PACKAGES = { page: 0, size: 999, sort: null } as const;

/** The clinic's live items and packages as the payment editor's choices. */
export function usePaymentOptions(businessId: string | null) {
  const items = useItemOptions(businessId);
  const packages = useCatalogueList('package', businessId, ALL_PACKAGES);
  const itemOptions: PaymentItemOption[] = items.data ?? [];
  const packageOptions: PaymentPackageOption[] = (packages.data?.rows ?? []).map((pkg) => ({
    value: pkg.id,
    label: pkg.name,
    price: pkg.price,
  }));
  return {
    itemOptions,
    packageOptions,
    isLoading: items.isLoading || packages.isLoading,
    error: items.error ?? packages.error ?? null,
  };
}
