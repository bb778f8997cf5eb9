import { useState } from 'react';
import { defaultDateRangeFilter } from '@praktik/domain/dates/date-range-filter';
import type { SortState } from '@praktik/domain/tables/sort';
import type { VisitStatus } from '@praktik/domain/visits/status';
import { AllergyTags } from '../../components/AllergyTags/AllergyTags';
import { Button } from '../../components/Button/Button';
import { ColumnChooser } from '../../components/ColumnChooser/ColumnChooser';
import { Currency } from '../../components/Currency/Currency';
import { DataTable } from '../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../components/DataTable/data-table-options';
import { DateRangeFilter } from '../../components/DateRangeFilter/DateRangeFilter';
import { FilterBar } from '../../components/FilterBar/FilterBar';
import type { FilterField } from '../../components/FilterBar/filter-bar-options';
import { Pagination } from '../../components/Pagination/Pagination';
import { StatusBadge } from '../../components/StatusBadge/StatusBadge';
import { useGalleryTexts } from './gallery-texts';
import { Specimen, type GalleryPanel } from './ThemeGallery';

interface Row {
  id: string;
  name: string;
  allergies: string[];
  status: VisitStatus;
  total: number;
}

const rows: Row[] = [
  {
    id: '1',
    name: 'Siti Aminah',
    allergies: ['Penisilin'],
    status: 'ACTIVE',
    total: 150_000,
  },
  {
    id: '2',
    name: 'Budi Santoso',
    allergies: [],
    status: 'WAITING_PAYMENT',
    total: 480_000,
  },
  {
    id: '3',
    name: 'Citra Lestari',
    allergies: ['Udang', 'Debu'],
    status: 'DONE',
    total: 1_250_000,
  },
];

/** The list pages' filters: the filter bar and the report period. */
export function FilterSpecimens({ name }: GalleryPanel) {
  const x = useGalleryTexts();
  const filters: FilterField[] = [
    { kind: 'text', name: 'name', label: x.name },
    { kind: 'date', name: 'dateOfBirth', label: x.birthDate },
  ];
  return (
    <>
      <Specimen name="FilterBar">
        <FilterBar
          aria-label={`${x.filters}: ${name}`}
          fields={filters}
          onReset={() => {}}
          onAdd={() => {}}
        />
      </Specimen>
      <Specimen name="DateRangeFilter">
        <DateRangeFilter
          defaultValue={defaultDateRangeFilter('2026-11-23')}
          minYear={2020}
          maxYear={2027}
          onSearch={() => {}}
        />
      </Specimen>
    </>
  );
}

/** The list pages' table: sortable, with row actions, its columns to choose, and its paging. */
export function TableSpecimens({ name }: GalleryPanel) {
  const x = useGalleryTexts();
  const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<string[]>(['name', 'allergies', 'status', 'total']);
  const allColumns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: x.columns.name,
      cell: (row) => row.name,
      isSortable: true,
      isRowHeader: true,
    },
    {
      key: 'allergies',
      header: x.columns.allergies,
      cell: (row) => (
        <AllergyTags allergies={row.allergies} aria-label={`${x.columns.allergies}: ${row.name}`} />
      ),
    },
    { key: 'status', header: x.columns.status, cell: (row) => <StatusBadge status={row.status} /> },
    {
      key: 'total',
      header: x.columns.total,
      cell: (row) => <Currency amount={row.total} />,
      align: 'end',
    },
  ];
  const columns = allColumns.filter((column) => shown.includes(column.key));
  return (
    <>
      <Specimen name="ColumnChooser">
        <ColumnChooser
          columns={allColumns.map((column) => ({
            id: column.key,
            label: String(column.header),
            isFixed: column.isRowHeader,
          }))}
          selectedKeys={shown}
          onChange={setShown}
        />
      </Specimen>
      <Specimen name="DataTable">
        <DataTable
          aria-label={`${x.patients}: ${name}`}
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          sort={sort}
          onSortChange={setSort}
          actionsLabel={x.more}
          rowActions={(row) => (
            <Button size="sm" variant="ghost" aria-label={`${x.detail}: ${row.name}`}>
              {x.detail}
            </Button>
          )}
        />
      </Specimen>
      <Specimen name="Pagination">
        <Pagination
          aria-label={`${x.pagination}: ${name}`}
          page={page}
          pageSize={10}
          totalCount={230}
          onPageChange={setPage}
          onPageSizeChange={() => {}}
        />
      </Specimen>
    </>
  );
}
