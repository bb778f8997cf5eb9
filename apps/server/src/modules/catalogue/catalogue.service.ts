import type {
  CATEGORY_SORT_KEYS,
  ITEM_SORT_KEYS,
  PACKAGE_SORT_KEYS,
} from '@praktik/domain/catalogue/catalogue-list-query.schema';
import type {
  CategoryItemView,
  ItemOption,
  ItemView,
  PackageView,
} from '@praktik/domain/catalogue/catalogue-view.schema';
import type { CategoryItemForm } from '@praktik/domain/catalogue/category-item.schema';
import type { ItemForm } from '@praktik/domain/catalogue/item.schema';
import type { PackageRequest } from '@praktik/domain/catalogue/package.schema';
import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors';
import type { CategoryRow, ItemRow, ListRequest, PackageRow } from './catalogue.repository';

type Listed<T> = { data: T[]; total: number };

const categoryView = (row: CategoryRow): CategoryItemView => ({
  id: row.id,
  name: row.name,
  type: row.type,
  busines_id: row.businessId,
});

const itemView = (row: ItemRow): ItemView => ({
  id: row.id,
  name: row.name,
  price: row.price,
  category_item_id: row.categoryItemId,
  category_name: row.categoryName,
  busines_id: row.businessId,
});

const itemOption = (row: ItemRow): ItemOption => ({
  value: row.id,
  label: row.name,
  price: row.price,
  category: row.categoryName,
});

const packageView = (row: PackageRow): PackageView => ({
  id: row.id,
  name: row.name,
  price: row.price,
  number_of_visit: row.numberOfVisit,
  items: row.items,
  busines_id: row.businessId,
});

const categoryNotFound = () => new NotFoundError('errors.categoryNotFound');
const itemNotFound = () => new NotFoundError('errors.itemNotFound');
const packageNotFound = () => new NotFoundError('errors.packageNotFound');

/** A `{businessId}` in a path must be the caller's clinic: another one is as unknown as any. */
function assertOwnClinic(tenant: Tenant, businessId: string): void {
  if (businessId !== tenant.businessId) throw new NotFoundError('errors.notFound');
}

/**
 * The clinic's catalogue, its price list (spec 2 §2.7, §2.8, §7, which serves it as the "pricing"
 * service): every role reads it, the owner writes it (the routes check the role). Deletes are soft,
 * so a payment keeps the row it sold, and refused while live rows still need the row: a category
 * with live items, an item in a live package.
 */
export function createCatalogueService(repositories: Repositories) {
  const catalogue = repositories.catalogue;

  /** The item's category must be a live one of the clinic: 400 on the field, not 404. */
  async function assertLiveCategory(
    tx: Repositories,
    tenant: Tenant,
    categoryId: string,
  ): Promise<void> {
    await tx.catalogue.lockCategoryShared(tenant.businessId, categoryId);
    const category = await tx.catalogue.findCategory(tenant.businessId, categoryId);
    if (!category) throw new ValidationError('errors.categoryNotFound', {}, 'category_item_id');
  }

  /** Every item of a package must be a live one of the clinic: 400 on the first that is not. */
  async function assertLiveItems(tx: Repositories, tenant: Tenant, itemIds: string[]) {
    await tx.catalogue.lockItemsShared(tenant.businessId, itemIds);
    const live = await tx.catalogue.liveItemIds(tenant.businessId, itemIds);
    const missing = itemIds.findIndex((id) => !live.has(id));
    if (missing >= 0) throw new ValidationError('errors.itemNotFound', {}, `items.${missing}`);
  }

  const packageValues = (request: PackageRequest) => ({
    name: request.name,
    price: request.price,
    numberOfVisit: request.number_of_visit,
    itemIds: request.items,
  });

  return {
    // Categories (the payment service's paths, spec 2 §7)

    async listCategories(
      tenant: Tenant,
      businessId: string,
      query: ListRequest<(typeof CATEGORY_SORT_KEYS)[number]>,
    ): Promise<Listed<CategoryItemView>> {
      assertOwnClinic(tenant, businessId);
      const { rows, total } = await catalogue.listCategories(tenant.businessId, query);
      return { data: rows.map(categoryView), total };
    },

    async getCategory(tenant: Tenant, id: string): Promise<CategoryItemView> {
      const row = await catalogue.findCategory(tenant.businessId, id);
      if (!row) throw categoryNotFound();
      return categoryView(row);
    },

    async createCategory(tenant: Tenant, request: CategoryItemForm): Promise<CategoryItemView> {
      const row = await catalogue.insertCategory(tenant.businessId, request, tenant.userId);
      if (row === 'name-taken')
        throw new ConflictError('errors.categoryNameTaken', { name: request.name }, 'name');
      return categoryView(row);
    },

    async updateCategory(
      tenant: Tenant,
      id: string,
      request: CategoryItemForm,
    ): Promise<CategoryItemView> {
      const row = await catalogue.updateCategory(tenant.businessId, id, request, tenant.userId);
      if (row === 'name-taken')
        throw new ConflictError('errors.categoryNameTaken', { name: request.name }, 'name');
      if (!row) throw categoryNotFound();
      return categoryView(row);
    },

    deleteCategory(tenant: Tenant, id: string): Promise<CategoryItemView> {
      return repositories.transaction(async (tx) => {
        const row = await tx.catalogue.lockCategory(tenant.businessId, id);
        if (!row) throw categoryNotFound();
        const liveItems = await tx.catalogue.countLiveItemsInCategory(tenant.businessId, row.id);
        if (liveItems > 0) throw new ConflictError('errors.categoryHasItems', { count: liveItems });
        await tx.catalogue.softDeleteCategory(tenant.businessId, row.id, tenant.userId);
        return categoryView(row);
      });
    },

    // Items

    async listItemOptions(tenant: Tenant, businessId: string): Promise<ItemOption[]> {
      assertOwnClinic(tenant, businessId);
      return (await catalogue.listItemOptions(tenant.businessId)).map(itemOption);
    },

    async listItems(
      tenant: Tenant,
      businessId: string,
      query: ListRequest<(typeof ITEM_SORT_KEYS)[number]> & { categoryItemId?: string | undefined },
    ): Promise<Listed<ItemView>> {
      assertOwnClinic(tenant, businessId);
      const { rows, total } = await catalogue.listItems(tenant.businessId, query);
      return { data: rows.map(itemView), total };
    },

    async getItem(tenant: Tenant, id: string): Promise<ItemView> {
      const row = await catalogue.findItem(tenant.businessId, id);
      if (!row) throw itemNotFound();
      return itemView(row);
    },

    createItem(tenant: Tenant, request: ItemForm): Promise<ItemView> {
      return repositories.transaction(async (tx) => {
        await assertLiveCategory(tx, tenant, request.category_item_id);
        const row = await tx.catalogue.insertItem(
          tenant.businessId,
          { name: request.name, price: request.price, categoryItemId: request.category_item_id },
          tenant.userId,
        );
        if (row === 'name-taken')
          throw new ConflictError('errors.itemNameTaken', { name: request.name }, 'name');
        return itemView(row);
      });
    },

    updateItem(tenant: Tenant, id: string, request: ItemForm): Promise<ItemView> {
      return repositories.transaction(async (tx) => {
        if (!(await tx.catalogue.findItem(tenant.businessId, id))) throw itemNotFound();
        await assertLiveCategory(tx, tenant, request.category_item_id);
        const row = await tx.catalogue.updateItem(
          tenant.businessId,
          id,
          { name: request.name, price: request.price, categoryItemId: request.category_item_id },
          tenant.userId,
        );
        if (row === 'name-taken')
          throw new ConflictError('errors.itemNameTaken', { name: request.name }, 'name');
        if (!row) throw itemNotFound();
        return itemView(row);
      });
    },

    deleteItem(tenant: Tenant, id: string): Promise<ItemView> {
      return repositories.transaction(async (tx) => {
        if (!(await tx.catalogue.lockItem(tenant.businessId, id))) throw itemNotFound();
        const row = await tx.catalogue.findItem(tenant.businessId, id);
        if (!row) throw itemNotFound();
        const holders = await tx.catalogue.livePackageNamesWithItem(tenant.businessId, row.id);
        if (holders.length > 0)
          throw new ConflictError('errors.itemInPackages', { packages: holders.join(', ') });
        await tx.catalogue.softDeleteItem(tenant.businessId, row.id, tenant.userId);
        return itemView(row);
      });
    },

    // Packages

    async listPackages(
      tenant: Tenant,
      businessId: string,
      query: ListRequest<(typeof PACKAGE_SORT_KEYS)[number]>,
    ): Promise<Listed<PackageView>> {
      assertOwnClinic(tenant, businessId);
      const { rows, total } = await catalogue.listPackages(tenant.businessId, query);
      return { data: rows.map(packageView), total };
    },

    async getPackage(tenant: Tenant, id: string): Promise<PackageView> {
      const row = await catalogue.findPackage(tenant.businessId, id);
      if (!row) throw packageNotFound();
      return packageView(row);
    },

    createPackage(tenant: Tenant, request: PackageRequest): Promise<PackageView> {
      return repositories.transaction(async (tx) => {
        await assertLiveItems(tx, tenant, request.items);
        const row = await tx.catalogue.insertPackage(
          tenant.businessId,
          packageValues(request),
          tenant.userId,
        );
        if (row === 'name-taken')
          throw new ConflictError('errors.packageNameTaken', { name: request.name }, 'name');
        return packageView(row);
      });
    },

    updatePackage(tenant: Tenant, id: string, request: PackageRequest): Promise<PackageView> {
      return repositories.transaction(async (tx) => {
        if (!(await tx.catalogue.findPackage(tenant.businessId, id))) throw packageNotFound();
        await assertLiveItems(tx, tenant, request.items);
        const row = await tx.catalogue.updatePackage(
          tenant.businessId,
          id,
          packageValues(request),
          tenant.userId,
        );
        if (row === 'name-taken')
          throw new ConflictError('errors.packageNameTaken', { name: request.name }, 'name');
        if (!row) throw packageNotFound();
        return packageView(row);
      });
    },

    async deletePackage(tenant: Tenant, id: string): Promise<PackageView> {
      return repositories.transaction(async (tx) => {
        const row = await tx.catalogue.findPackage(tenant.businessId, id);
        if (!row) throw packageNotFound();
        await tx.catalogue.softDeletePackage(tenant.businessId, row.id, tenant.userId);
        return packageView(row);
      });
    },
  };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
