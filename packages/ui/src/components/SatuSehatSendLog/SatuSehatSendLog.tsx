import { useState, type ReactNode } from 'react';
import {
  canRetrySend,
  type SatuSehatSend,
  type SendKind,
  type SendStatus,
  type VisitSatuSehatLink,
} from '@praktik/domain/satusehat/send-log.schema';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { DataTable } from '../DataTable/DataTable';
import type { DataTableColumn } from '../DataTable/data-table-options';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from './SatuSehatSendLog.css';

/** Every text the log shows, already translated by the page (its texts load with it). */
export interface SatuSehatSendLogTexts {
  /** Names the send table for assistive technology ("Log pengiriman SATUSEHAT"). */
  tableLabel: string;
  /** The patient's IHS number's label. */
  patientId: string;
  /** The Encounter id's label. */
  encounterId: string;
  /** What an id the platform has not given yet shows ("Belum ada"). */
  notYet: string;
  /** What each send is; a CONDITION is named by its position instead (`condition`). */
  kinds: Record<Exclude<SendKind, 'CONDITION'>, string>;
  /** A CONDITION's name by its place in the diagnosis list: `(1) => 'Diagnosis 1'`. */
  condition: (position: number) => string;
  statuses: Record<SendStatus, string>;
  columns: { what: string; status: string; attempts: string; time: string; error: string };
  /** The retry button ("Kirim ulang"), and its accessible name for one send. */
  retry: string;
  retryFor: (what: string) => string;
  /** Nothing sent yet. */
  emptyTitle: string;
  emptyText?: string;
  /** The clinic has no SATUSEHAT link: nothing is sent. */
  notLinkedTitle: string;
  notLinkedText: string;
}

export interface SatuSehatSendLogProps {
  /** The visit's link: the ids the platform gave and its sends, oldest first. */
  link: VisitSatuSehatLink;
  /** False while the clinic has no SATUSEHAT link: the log says so instead. @default true */
  clinicLinked?: boolean;
  /**
   * Retries a FAILED send. While the returned promise runs its button is pending; a rejection is
   * the caller's to show (the row stays as it is until the caller passes a new `link`).
   */
  onRetry?: (send: SatuSehatSend) => Promise<unknown> | void;
  /** An instant (ISO 8601) as the clinic reads it, e.g. "27-11-2026 08.15". */
  formatTime: (instant: string) => string;
  texts: SatuSehatSendLogTexts;
  /** A way out of the "not linked" state, e.g. a link to the credential screen. */
  notLinkedAction?: ReactNode;
  className?: string;
}

/** A send's status as a badge: sent, on its way, failed. */
export function SendStatusBadge({ status, label }: { status: SendStatus; label: string }) {
  return (
    <span className={styles.badge[status]} data-status={status}>
      {label}
    </span>
  );
}

function IdValue({
  label,
  value,
  notYet,
}: {
  label: string;
  value: string | null;
  notYet: string;
}) {
  return (
    <div className={styles.idItem}>
      <dt className={styles.idLabel}>{label}</dt>
      <dd className={styles.idValue}>{value ?? <span className={styles.notYet}>{notYet}</span>}</dd>
    </div>
  );
}

/**
 * A visit's link to SATUSEHAT for the clinic's owner: the patient's IHS number and the Encounter id
 * (each "not yet" until the platform gives it) and one row per send, with a retry on the failed
 * ones. The log carries no diagnosis code: a Condition is named by position.
 */
export function SatuSehatSendLog({
  link,
  clinicLinked = true,
  onRetry,
  formatTime,
  texts,
  notLinkedAction,
  className,
}: SatuSehatSendLogProps) {
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const rootClass = [styles.root, className].filter(Boolean).join(' ');

  if (!clinicLinked) {
    return (
      <div className={rootClass}>
        <Alert tone="info" title={texts.notLinkedTitle} role="status">
          {texts.notLinkedText}
          {notLinkedAction ? <div>{notLinkedAction}</div> : null}
        </Alert>
      </div>
    );
  }

  const what = (send: SatuSehatSend) =>
    send.kind === 'CONDITION' ? texts.condition(send.position ?? 0) : texts.kinds[send.kind];

  async function retry(send: SatuSehatSend) {
    if (!onRetry) return;
    setRetrying((ids) => new Set(ids).add(send.id));
    try {
      await onRetry(send);
    } finally {
      setRetrying((ids) => {
        const next = new Set(ids);
        next.delete(send.id);
        return next;
      });
    }
  }

  const columns: DataTableColumn<SatuSehatSend>[] = [
    { key: 'what', header: texts.columns.what, cell: what, isRowHeader: true },
    {
      key: 'status',
      header: texts.columns.status,
      cell: (send) => <SendStatusBadge status={send.status} label={texts.statuses[send.status]} />,
      card: 'first',
    },
    {
      key: 'attempts',
      header: texts.columns.attempts,
      cell: (send) => send.attempts,
      align: 'end',
    },
    {
      key: 'time',
      header: texts.columns.time,
      cell: (send) => formatTime(send.sentAt ?? send.updatedAt),
    },
    {
      key: 'error',
      header: texts.columns.error,
      cell: (send) =>
        send.lastError ? <span className={styles.error}>{send.lastError}</span> : null,
      maxWidth: '24rem',
    },
  ];

  return (
    <div className={rootClass}>
      <dl className={styles.ids}>
        <IdValue label={texts.patientId} value={link.satuSehatPatientId} notYet={texts.notYet} />
        <IdValue
          label={texts.encounterId}
          value={link.satuSehatEncounterId}
          notYet={texts.notYet}
        />
      </dl>
      <DataTable
        aria-label={texts.tableLabel}
        columns={columns}
        rows={link.sends}
        getRowKey={(send) => send.id}
        emptyState={<EmptyState icon="inbox" title={texts.emptyTitle} text={texts.emptyText} />}
        {...(onRetry
          ? {
              rowActions: (send: SatuSehatSend) =>
                canRetrySend(send) ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={texts.retryFor(what(send))}
                    isPending={retrying.has(send.id)}
                    onPress={() => void retry(send)}
                  >
                    {texts.retry}
                  </Button>
                ) : null,
            }
          : {})}
      />
    </div>
  );
}
