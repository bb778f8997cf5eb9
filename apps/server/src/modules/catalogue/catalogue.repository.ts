import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  CATEGORY_SORT_KEYS,
  ITEM_SORT_KEYS,
  PACKAGE_SORT_KEYS,
} from '@praktik/domain/catalogue/catalogue-list-query.schema';
import type { CategoryType } from '@praktik/domain/catalogue/category-item.schema';
import type { ParsedSort } from '@praktik/domain/tables/sort';
import type { Database } from '../../db/client';
import { itemCategories, items, packageItems, packages } from '../../db/schema/index';
import { preparedPerShape } from '../../db/prepared-per-shape';
import { flatStatement } from '../../db/prepared-rows';
import { isUniqueViolation } from '../../db/unique-violation';
import { isUuid } from '../../shared/uuid';

/** The partial unique indexes that keep live names unique, `Obat` and `obat` alike. */
const CATEGORY_NAME_KEY = 'item_categories_business_name_key';
const ITEM_NAME_KEY = 'items_business_category_name_key';
const PACKAGE_NAME_KEY = 'packages_business_name_key';

export type NameTaken = 'name-taken';

export interface CategoryRow {
  id: string;
  businessId: string;
  name: string;
  type: CategoryType;
}

export interface ItemRow {
  id: string;
  businessId: string;
  name: string;
  price: number;
  categoryItemId: string;
  categoryName: string;
}

export interface PackageRow {
  id: string;
  businessId: string;
  name: string;
  price: number;
  numberOfVisit: number;
  /** In the form's order. */
  items: { id: string; name: string }[];
}

export interface ItemValues {
  name: string;
  price: number;
  categoryItemId: string;
}

export interface PackageValues {
  name: string;
  price: number;
  numberOfVisit: number;
  itemIds: string[];
}

export interface ListRequest<K extends string> {
  page: number;
  size: number;
  sort: ParsedSort<K>;
}

type Page<T> = { rows: T[]; total: number };

/**
 * The order of a list: the chosen column (names without case, so PGlite's C collation and a
 * server agree), then the id, so a page boundary never shows a row twice or skips one.
 */
function orderOf(column: SQL | AnyPgColumn, direction: 'asc' | 'desc', id: AnyPgColumn): SQL[] {
  return [direction === 'desc' ? desc(column) : asc(column), asc(id)];
}

const categoryColumns = {
  id: itemCategories.id,
  businessId: itemCategories.businessId,
  name: itemCategories.name,
  type: itemCategories.type,
};

const itemColumns = {
  id: items.id,
  businessId: items.businessId,
  name: items.name,
  price: items.price,
  categoryItemId: items.categoryItemId,
  categoryName: itemCategories.name,
};

const packageColumns = {
  id: packages.id,
  businessId: packages.businessId,
  name: packages.name,
  price: packages.price,
  numberOfVisit: packages.numberOfVisit,
};

const CATEGORY_ORDER: Record<(typeof CATEGORY_SORT_KEYS)[number], SQL | AnyPgColumn> = {
  name: sql`lower(${itemCategories.name})`,
  created_at: itemCategories.createdAt,
};
const ITEM_ORDER: Record<(typeof ITEM_SORT_KEYS)[number], SQL | AnyPgColumn> = {
  name: sql`lower(${items.name})`,
  price: items.price,
  category_name: sql`lower(${itemCategories.name})`,
  created_at: items.createdAt,
};
const PACKAGE_ORDER: Record<(typeof PACKAGE_SORT_KEYS)[number], SQL | AnyPgColumn> = {
  name: sql`lower(${packages.name})`,
  price: packages.price,
  number_of_visit: packages.numberOfVisit,
  created_at: packages.createdAt,
};

/*
 * The packages list (the cashier's package choices, read over and over) as named statements built
 * once, as the other lists are (docs/decisions/0032-list-routes-prepared-statements.md): one per
 * sort, its rows carrying the count of the clinic's live packages, and the page's items, one
 * statement per number of packages. Built by Drizzle and sent unnamed on every call they cost the
 * call Drizzle's building and PostgreSQL a parse and plan (the API benchmark's packages target).
 */
const livePackagesCount = sql<number>`(select count(*)::int from ${packages} counted where counted.business_id = ${sql.placeholder('businessId')} and counted.deleted_at is null)`;
const packagePageSelection = { ...packageColumns, total: livePackagesCount };
type PackagePageRow = Omit<PackageRow, 'items'> & { total: number };
const livePackagesOfClinic = and(
  eq(packages.businessId, sql.placeholder('businessId')),
  isNull(packages.deletedAt),
);
const packagePageStatement = preparedPerShape(
  (key: (typeof PACKAGE_SORT_KEYS)[number], direction: 'asc' | 'desc') => `${key}_${direction}`,
  (key, direction) =>
    flatStatement<PackagePageRow>(
      `catalogue_packages_${key}_${direction}`,
      packagePageSelection,
      (db) =>
        db
          .select(packagePageSelection)
          .from(packages)
          .where(livePackagesOfClinic)
          .orderBy(...orderOf(PACKAGE_ORDER[key], direction, packages.id))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
    ),
);
const countedLive = { total: sql<number>`count(*)::int` };
const livePackagesCountStatement = flatStatement<{ total: number }>(
  'catalogue_packages_count',
  countedLive,
  (db) => db.select(countedLive).from(packages).where(livePackagesOfClinic),
);
const packageItemsStatements = new Map<
  number,
  ReturnType<typeof flatStatement<{ packageId: string; id: string; name: string }>>
>();
/** The items of `length` packages, in each package's order; the ids are `id0..id<length-1>`. */
function packageItemsStatement(length: number) {
  let statement = packageItemsStatements.get(length);
  if (statement === undefined) {
    const selection = { packageId: packageItems.packageId, id: items.id, name: items.name };
    statement = flatStatement(`catalogue_package_items_${length}`, selection, (db) =>
      db
        .select(selection)
        .from(packageItems)
        .innerJoin(items, eq(items.id, packageItems.itemId))
        .where(
          inArray(
            packageItems.packageId,
            Array.from({ length }, (_, index) => sql.placeholder(`id${index}`)),
          ),
        )
        .orderBy(asc(packageItems.packageId), asc(packageItems.position)),
    );
    packageItemsStatements.set(length, statement);
  }
  return statement;
}

/** Runs an insert or update, answering 'name-taken' when a live row of the clinic has the name. */
async function unlessNameTaken<T>(
  constraint: string,
  write: () => Promise<T>,
): Promise<T | NameTaken> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) return 'name-taken';
    throw error;
  }
}

/**
 * The clinic's price list: categories, items and packages, soft-deleted
 * (docs/decisions/0017-catalogue-soft-delete.md). Every read and write is scoped by the caller's
 * business id and sees live rows only.
 */
export function createCatalogueRepository(db: Database) {
  const liveCategory = (businessId: string, id: string) =>
    and(
      eq(itemCategories.businessId, businessId),
      eq(itemCategories.id, id),
      isNull(itemCategories.deletedAt),
    );
  const liveItem = (businessId: string, id: string) =>
    and(eq(items.businessId, businessId), eq(items.id, id), isNull(items.deletedAt));
  const livePackage = (businessId: string, id: string) =>
    and(eq(packages.businessId, businessId), eq(packages.id, id), isNull(packages.deletedAt));

  async function findItem(businessId: string, id: string): Promise<ItemRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select(itemColumns)
      .from(items)
      .innerJoin(itemCategories, eq(itemCategories.id, items.categoryItemId))
      .where(liveItem(businessId, id))
      .limit(1);
    return row ?? null;
  }

  /** The packages' items by package, in each package's order. */
  async function itemsOfPackages(
    packageIds: string[],
  ): Promise<Map<string, { id: string; name: string }[]>> {
    const byPackage = new Map<string, { id: string; name: string }[]>();
    if (packageIds.length === 0) return byPackage;
    const rows = await db
      .select({ packageId: packageItems.packageId, id: items.id, name: items.name })
      .from(packageItems)
      .innerJoin(items, eq(items.id, packageItems.itemId))
      .where(inArray(packageItems.packageId, packageIds))
      .orderBy(asc(packageItems.packageId), asc(packageItems.position));
    for (const { packageId, id, name } of rows) {
      const list = byPackage.get(packageId) ?? [];
      list.push({ id, name });
      byPackage.set(packageId, list);
    }
    return byPackage;
  }

  async function findPackage(businessId: string, id: string): Promise<PackageRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select(packageColumns)
      .from(packages)
      .where(livePackage(businessId, id))
      .limit(1);
    if (!row) return null;
    const packageItemsById = await itemsOfPackages([row.id]);
    return { ...row, items: packageItemsById.get(row.id) ?? [] };
  }

  async function writePackageItems(businessId: string, packageId: string, itemIds: string[]) {
    await db.delete(packageItems).where(eq(packageItems.packageId, packageId));
    if (itemIds.length === 0) return;
    await db
      .insert(packageItems)
      .values(itemIds.map((itemId, position) => ({ packageId, position, businessId, itemId })));
  }

  return {
    // Categories

    async listCategories(
      businessId: string,
      request: ListRequest<(typeof CATEGORY_SORT_KEYS)[number]>,
    ): Promise<Page<CategoryRow>> {
      const where = and(
        eq(itemCategories.businessId, businessId),
        isNull(itemCategories.deletedAt),
      );
      const rows = await db
        .select(categoryColumns)
        .from(itemCategories)
        .where(where)
        .orderBy(
          ...orderOf(CATEGORY_ORDER[request.sort.key], request.sort.direction, itemCategories.id),
        )
        .limit(request.size)
        .offset(request.page * request.size);
      const [counted] = await db.select({ total: count() }).from(itemCategories).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async findCategory(businessId: string, id: string): Promise<CategoryRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select(categoryColumns)
        .from(itemCategories)
        .where(liveCategory(businessId, id))
        .limit(1);
      return row ?? null;
    },

    insertCategory(
      businessId: string,
      category: { name: string; type?: CategoryType | undefined },
      by: string,
    ): Promise<CategoryRow | NameTaken> {
      return unlessNameTaken(CATEGORY_NAME_KEY, async () => {
        const [row] = await db
          .insert(itemCategories)
          .values({
            businessId,
            name: category.name,
            type: category.type ?? 'CONSULTATION',
            createdBy: by,
            updatedBy: by,
          })
          .returning(categoryColumns);
        if (!row) throw new Error('insert into item_categories returned no row');
        return row;
      });
    },

    /** Null when no live category of the clinic has the id; a type left out stays as it was. */
    updateCategory(
      businessId: string,
      id: string,
      category: { name: string; type?: CategoryType | undefined },
      by: string,
    ): Promise<CategoryRow | null | NameTaken> {
      if (!isUuid(id)) return Promise.resolve(null);
      return unlessNameTaken(CATEGORY_NAME_KEY, async () => {
        const [row] = await db
          .update(itemCategories)
          .set({
            name: category.name,
            ...(category.type ? { type: category.type } : {}),
            updatedBy: by,
          })
          .where(liveCategory(businessId, id))
          .returning(categoryColumns);
        return row ?? null;
      });
    },

    /**
     * Locks the live category until the transaction ends, so an item added to it meanwhile
     * cannot slip past the delete's "still has items" check (or the other way round).
     */
    async lockCategory(businessId: string, id: string): Promise<CategoryRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select(categoryColumns)
        .from(itemCategories)
        .where(liveCategory(businessId, id))
        .for('update');
      return row ?? null;
    },

    async countLiveItemsInCategory(businessId: string, categoryId: string): Promise<number> {
      const [counted] = await db
        .select({ total: count() })
        .from(items)
        .where(
          and(
            eq(items.businessId, businessId),
            eq(items.categoryItemId, categoryId),
            isNull(items.deletedAt),
          ),
        );
      return counted?.total ?? 0;
    },

    async softDeleteCategory(businessId: string, id: string, by: string): Promise<void> {
      await db
        .update(itemCategories)
        .set({ deletedAt: sql`now()`, deletedBy: by, updatedBy: by })
        .where(liveCategory(businessId, id));
    },

    // Items

    async listItems(
      businessId: string,
      request: ListRequest<(typeof ITEM_SORT_KEYS)[number]> & {
        categoryItemId?: string | undefined;
      },
    ): Promise<Page<ItemRow>> {
      const conditions = [eq(items.businessId, businessId), isNull(items.deletedAt)];
      if (request.categoryItemId !== undefined) {
        // An id that is no uuid names no category: an empty list, not a failed comparison.
        if (!isUuid(request.categoryItemId)) return { rows: [], total: 0 };
        conditions.push(eq(items.categoryItemId, request.categoryItemId));
      }
      const where = and(...conditions);
      const rows = await db
        .select(itemColumns)
        .from(items)
        .innerJoin(itemCategories, eq(itemCategories.id, items.categoryItemId))
        .where(where)
        .orderBy(...orderOf(ITEM_ORDER[request.sort.key], request.sort.direction, items.id))
        .limit(request.size)
        .offset(request.page * request.size);
      const [counted] = await db.select({ total: count() }).from(items).where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Every live item, by name: the payment form's select. */
    listItemOptions(businessId: string): Promise<ItemRow[]> {
      return db
        .select(itemColumns)
        .from(items)
        .innerJoin(itemCategories, eq(itemCategories.id, items.categoryItemId))
        .where(and(eq(items.businessId, businessId), isNull(items.deletedAt)))
        .orderBy(asc(sql`lower(${items.name})`), asc(items.id));
    },

    findItem,

    insertItem(businessId: string, values: ItemValues, by: string): Promise<ItemRow | NameTaken> {
      return unlessNameTaken(ITEM_NAME_KEY, async () => {
        const [inserted] = await db
          .insert(items)
          .values({ ...values, businessId, createdBy: by, updatedBy: by })
          .returning({ id: items.id });
        if (!inserted) throw new Error('insert into items returned no row');
        const row = await findItem(businessId, inserted.id);
        if (!row) throw new Error('inserted item not found');
        return row;
      });
    },

    updateItem(
      businessId: string,
      id: string,
      values: ItemValues,
      by: string,
    ): Promise<ItemRow | null | NameTaken> {
      if (!isUuid(id)) return Promise.resolve(null);
      return unlessNameTaken(ITEM_NAME_KEY, async () => {
        const [updated] = await db
          .update(items)
          .set({ ...values, updatedBy: by })
          .where(liveItem(businessId, id))
          .returning({ id: items.id });
        return updated ? findItem(businessId, updated.id) : null;
      });
    },

    /** Of the given ids, those naming a live item of the clinic (ids that are no uuid name none). */
    async liveItemIds(businessId: string, ids: string[]): Promise<Set<string>> {
      const candidates = [...new Set(ids.filter(isUuid))];
      if (candidates.length === 0) return new Set();
      const rows = await db
        .select({ id: items.id })
        .from(items)
        .where(
          and(
            eq(items.businessId, businessId),
            inArray(items.id, candidates),
            isNull(items.deletedAt),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** The names of the clinic's live packages that hold the item, by name. */
    async livePackageNamesWithItem(businessId: string, itemId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ name: packages.name, sortName: sql<string>`lower(${packages.name})` })
        .from(packageItems)
        .innerJoin(packages, eq(packages.id, packageItems.packageId))
        .where(
          and(
            eq(packageItems.itemId, itemId),
            eq(packages.businessId, businessId),
            isNull(packages.deletedAt),
          ),
        )
        .orderBy(sql`lower(${packages.name})`);
      return rows.map((row) => row.name);
    },

    /** Locks the live item, as `lockCategory`, against a package taking it while it is deleted. */
    async lockItem(businessId: string, id: string): Promise<{ id: string } | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ id: items.id })
        .from(items)
        .where(liveItem(businessId, id))
        .for('update');
      return row ?? null;
    },

    /** Locks the live items a package is about to hold (share: other packages may hold them too). */
    async lockItemsShared(businessId: string, ids: string[]): Promise<void> {
      const candidates = [...new Set(ids.filter(isUuid))];
      if (candidates.length === 0) return;
      await db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.businessId, businessId), inArray(items.id, candidates)))
        .orderBy(asc(items.id))
        .for('share');
    },

    async lockCategoryShared(businessId: string, id: string): Promise<void> {
      if (!isUuid(id)) return;
      await db
        .select({ id: itemCategories.id })
        .from(itemCategories)
        .where(liveCategory(businessId, id))
        .for('share');
    },

    async softDeleteItem(businessId: string, id: string, by: string): Promise<void> {
      await db
        .update(items)
        .set({ deletedAt: sql`now()`, deletedBy: by, updatedBy: by })
        .where(liveItem(businessId, id));
    },

    // Packages

    async listPackages(
      businessId: string,
      request: ListRequest<(typeof PACKAGE_SORT_KEYS)[number]>,
    ): Promise<Page<PackageRow>> {
      const page = await packagePageStatement(
        request.sort.key,
        request.sort.direction,
      )(db).execute({ businessId, limit: request.size, offset: request.page * request.size });
      // Past the last page no row carries the count.
      const total =
        page[0]?.total ??
        (request.page === 0
          ? 0
          : ((await livePackagesCountStatement(db).execute({ businessId }))[0]?.total ?? 0));
      const byPackage = new Map<string, { id: string; name: string }[]>();
      if (page.length > 0) {
        const itemRows = await packageItemsStatement(page.length)(db).execute(
          Object.fromEntries(page.map((row, index) => [`id${index}`, row.id])),
        );
        for (const { packageId, id, name } of itemRows) {
          const list = byPackage.get(packageId) ?? [];
          list.push({ id, name });
          byPackage.set(packageId, list);
        }
      }
      return {
        rows: page.map(({ id, businessId: clinic, name, price, numberOfVisit }) => ({
          id,
          businessId: clinic,
          name,
          price,
          numberOfVisit,
          items: byPackage.get(id) ?? [],
        })),
        total,
      };
    },

    findPackage,

    /** Run inside a transaction: the package and its items are one write. */
    insertPackage(
      businessId: string,
      values: PackageValues,
      by: string,
    ): Promise<PackageRow | NameTaken> {
      const { itemIds, ...columns } = values;
      return unlessNameTaken(PACKAGE_NAME_KEY, async () => {
        const [inserted] = await db
          .insert(packages)
          .values({ ...columns, businessId, createdBy: by, updatedBy: by })
          .returning({ id: packages.id });
        if (!inserted) throw new Error('insert into packages returned no row');
        await writePackageItems(businessId, inserted.id, itemIds);
        const row = await findPackage(businessId, inserted.id);
        if (!row) throw new Error('inserted package not found');
        return row;
      });
    },

    /** Run inside a transaction; the items are replaced whole. Null when no live package. */
    updatePackage(
      businessId: string,
      id: string,
      values: PackageValues,
      by: string,
    ): Promise<PackageRow | null | NameTaken> {
      if (!isUuid(id)) return Promise.resolve(null);
      const { itemIds, ...columns } = values;
      return unlessNameTaken(PACKAGE_NAME_KEY, async () => {
        const [updated] = await db
          .update(packages)
          .set({ ...columns, updatedBy: by })
          .where(livePackage(businessId, id))
          .returning({ id: packages.id });
        if (!updated) return null;
        await writePackageItems(businessId, updated.id, itemIds);
        return findPackage(businessId, updated.id);
      });
    },

    async softDeletePackage(businessId: string, id: string, by: string): Promise<void> {
      await db
        .update(packages)
        .set({ deletedAt: sql`now()`, deletedBy: by, updatedBy: by })
        .where(livePackage(businessId, id));
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
