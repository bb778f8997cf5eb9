import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { Role } from '@praktik/domain/access/roles';
import {
  canChoosePackageBeforeStart,
  canReleasePackage,
  canUndoPackageUse,
  canUsePackage,
} from '@praktik/domain/packages/package-use';
import type { ActivedPackage } from '@praktik/domain/packages/patient-package-view.schema';
import { Button } from '@praktik/ui/Button';
import { Currency } from '@praktik/ui/Currency';
import { DataTable, type DataTableColumn } from '@praktik/ui/DataTable';
import { ConfirmDialog } from '@praktik/ui/Dialog';
import { toast } from '@praktik/ui/Toast';
import { useAccount } from '../../api/account';
import { keyFilters } from '../../api/keys';
import {
  applyPatientPackage,
  releasePatientPackage,
  undoPatientPackageUse,
} from '../../api/patient-packages';
import type { ReservationDetail } from '../../api/reservation-detail';
import { useErrorText } from '../../app/use-error-text';
import { registerPageTexts } from '../../intl/page-texts';
import activePackageTexts from './active-packages.page-texts.json';
import reservationsTexts from './reservations.page-texts.json';

registerPageTexts(reservationsTexts);

registerPageTexts(activePackageTexts);

export interface ActivePackagesSectionProps {
  reservation: ReservationDetail;
  /** The packages chosen on a BOOKED reservation, used once the visit has started (spec 2 §4). */
  chosen: readonly string[];
  onChosenChange: (chosen: string[]) => void;
}

type Confirmation = { kind: 'undo' | 'release'; pkg: ActivedPackage } | null;

/**
 * The reservation's patient's active packages (spec 2 §2.4, §4): on a BOOKED reservation a
 * package is only marked, shown with one visit less, and used when the visit starts; on an open
 * visit it is used at once, and a use can be undone; the front desk may release a package. Each
 * rule is the domain's (`packages/package-use`).
 */
export function ActivePackagesSection({
  reservation,
  chosen,
  onChosenChange,
}: ActivePackagesSectionProps) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const errorText = useErrorText();
  const account = useAccount();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation>(null);
  const status = reservation.status;
  const isBooked = status === 'BOOKED';
  const refresh = () => mutate(keyFilters.patientPackagesChanged);

  const act = async (pkg: ActivedPackage, work: () => Promise<unknown>, successKey: string) => {
    setBusyId(pkg.id);
    try {
      await work();
      toast.success(t(successKey));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusyId(null);
      setConfirmation(null);
      await refresh();
    }
  };

  const remainingShown = (pkg: ActivedPackage) =>
    chosen.includes(pkg.id) ? pkg.remaining_number_of_visit - 1 : pkg.remaining_number_of_visit;

  const columns: DataTableColumn<ActivedPackage>[] = [
    {
      key: 'package_name',
      header: t('activePackages.columns.package'),
      cell: (pkg) => pkg.package_name,
      isRowHeader: true,
    },
    {
      key: 'remaining',
      header: t('activePackages.columns.remaining'),
      cell: (pkg) => t('activePackages.section.remaining', { count: remainingShown(pkg) }),
    },
    {
      key: 'price',
      header: t('activePackages.columns.price'),
      cell: (pkg) => <Currency amount={pkg.price} />,
      align: 'end',
    },
    {
      key: 'state',
      header: t('activePackages.columns.state'),
      cell: (pkg) =>
        pkg.released
          ? t('activePackages.state.released')
          : pkg.used_here
            ? t('activePackages.state.used')
            : chosen.includes(pkg.id)
              ? t('activePackages.state.chosen')
              : t('activePackages.state.available'),
    },
  ];

  const rowActions = (pkg: ActivedPackage) => {
    const state = {
      visitStatus: status,
      released: pkg.released,
      remainingVisits: pkg.remaining_number_of_visit,
      usedHere: pkg.used_here,
    };
    const isChosen = chosen.includes(pkg.id);
    return (
      <>
        {isBooked ? (
          <Button
            size="sm"
            variant={isChosen ? 'secondary' : 'primary'}
            isDisabled={!isChosen && !canChoosePackageBeforeStart(status, state)}
            onPress={() =>
              onChosenChange(isChosen ? chosen.filter((id) => id !== pkg.id) : [...chosen, pkg.id])
            }
          >
            {isChosen ? t('activePackages.actions.unchoose') : t('activePackages.actions.choose')}
          </Button>
        ) : null}
        {!isBooked && canUsePackage(state) ? (
          <Button
            size="sm"
            isPending={busyId === pkg.id}
            onPress={() =>
              void act(
                pkg,
                () =>
                  applyPatientPackage(pkg.id, {
                    bookingId: reservation.id,
                    patientId: reservation.patient_id,
                  }),
                'activePackages.toast.used',
              )
            }
          >
            {t('activePackages.actions.use')}
          </Button>
        ) : null}
        {canUndoPackageUse(state) && pkg.use_id ? (
          <Button
            size="sm"
            variant="secondary"
            onPress={() => setConfirmation({ kind: 'undo', pkg })}
          >
            {t('activePackages.actions.undo')}
          </Button>
        ) : null}
        {!isBooked &&
        !pkg.released &&
        canReleasePackage(account.data?.role as Role | null | undefined) ? (
          <Button
            size="sm"
            variant="danger"
            onPress={() => setConfirmation({ kind: 'release', pkg })}
          >
            {t('activePackages.actions.release')}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <>
      <DataTable
        aria-label={t('activePackages.section.title')}
        columns={columns}
        rows={reservation.actived_packages}
        getRowKey={(pkg) => pkg.id}
        rowActions={rowActions}
        emptyState={t('activePackages.section.empty')}
      />
      {confirmation ? (
        <ConfirmDialog
          isOpen
          title={t(`activePackages.confirm.${confirmation.kind}Title`)}
          message={t(`activePackages.confirm.${confirmation.kind}Message`, {
            name: confirmation.pkg.package_name,
          })}
          confirmLabel={t(`activePackages.actions.${confirmation.kind}`)}
          onOpenChange={(open) => {
            if (!open) setConfirmation(null);
          }}
          onCancel={() => setConfirmation(null)}
          onConfirm={() => {
            const { kind, pkg } = confirmation;
            return act(
              pkg,
              () =>
                kind === 'undo'
                  ? undoPatientPackageUse(pkg.use_id ?? '')
                  : releasePatientPackage(pkg.id),
              `activePackages.toast.${kind === 'undo' ? 'undone' : 'released'}`,
            );
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Spec 2 §4: the packages chosen on a BOOKED reservation are used once its visit has started;
 * each is its own call, and a refusal is told without undoing the start.
 */
export async function applyChosenPackagesAfterStart(
  bookingId: string,
  patientId: string | null,
  chosen: readonly string[],
): Promise<unknown[]> {
  const refusals: unknown[] = [];
  for (const packageId of chosen) {
    try {
      await applyPatientPackage(packageId, { bookingId, patientId });
    } catch (e) {
      refusals.push(e);
    }
  }
  return refusals;
}
