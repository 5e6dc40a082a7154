import type { ReactNode } from 'react';
import { Badge, type DataGridColumn, VisuallyHidden } from '../../../../../design-system';
import { useT } from '../../../../../i18n/IntlProvider';
import type { TicketLine } from '../../../../domain/posTransactions';
import { type ShownLine, shownLines } from './lineTree';
import * as styles from './TicketDetail.css';
import { TicketGrid } from './TicketGrid';

export interface LinesTabProps {
  lines: TicketLine[];
}

type Format = ReturnType<typeof useT>;

/** A cell of a line: struck through when the line was deleted. */
function LineText({ shown, children }: { shown: ShownLine; children: ReactNode }) {
  return <span className={shown.line.IsDeleted ? styles.deleted : undefined}>{children}</span>;
}

function ItemCell({ shown, f }: { shown: ShownLine; f: Format }) {
  const { line } = shown;
  return (
    <span className={shown.level === 2 ? styles.modifier : undefined}>
      <LineText shown={shown}>{line.ItemName}</LineText>
      {shown.parentName !== null && (
        <VisuallyHidden>{`, ${f.t('TicketDetail.Line.ModifierOf', { item: shown.parentName })}`}</VisuallyHidden>
      )}
      {(line.IsDeleted || line.IsPriceOverride || line.IsManualWeight) && (
        <span className={styles.marks}>
          {line.IsDeleted && <Badge tone="critical">{f.t('TicketDetail.Line.Deleted')}</Badge>}
          {line.IsPriceOverride && <Badge tone="caution">{f.t('TicketDetail.Line.PriceOverride')}</Badge>}
          {line.IsManualWeight && <Badge tone="neutral">{f.t('TicketDetail.Line.ManualWeight')}</Badge>}
        </span>
      )}
    </span>
  );
}

/** A quantity: a weight with 3 decimals and "lb", a count as it is. */
function quantityText(line: TicketLine, f: Format): string {
  if (!line.IsSoldByWeight) return f.intl.formatNumber(line.QuantitySold);
  const weight = f.intl.formatNumber(line.QuantitySold, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  return f.t('TicketDetail.Line.Weight', { quantity: weight });
}

function lineColumns(f: Format): DataGridColumn<ShownLine>[] {
  const text = (value: (l: TicketLine) => string) => (s: ShownLine) => (
    <LineText shown={s}>{value(s.line)}</LineText>
  );
  return [
    {
      id: 'number',
      header: f.t('TicketDetail.Line.Number'),
      cell: text((l) => String(l.LineNumber)),
      align: 'right',
      hideBelow: 'tablet',
    },
    { id: 'item', header: f.t('TicketDetail.Line.Item'), cell: (s) => <ItemCell shown={s} f={f} /> },
    {
      id: 'itemNumber',
      header: f.t('TicketDetail.Line.ItemNumber'),
      cell: text((l) => l.ItemNumber ?? ''),
      hideBelow: 'large',
    },
    {
      id: 'quantity',
      header: f.t('TicketDetail.Line.Quantity'),
      cell: text((l) => quantityText(l, f)),
      align: 'right',
    },
    {
      id: 'price',
      header: f.t('TicketDetail.Line.Price'),
      cell: text((l) => f.money(l.Price)),
      align: 'right',
    },
    {
      id: 'lineDiscount',
      header: f.t('TicketDetail.Line.LineDiscount'),
      cell: text((l) => f.money(l.LineDiscount)),
      align: 'right',
      hideBelow: 'tablet',
    },
    {
      id: 'ticketDiscount',
      header: f.t('TicketDetail.Line.TicketDiscount'),
      cell: text((l) => f.money(l.TicketDiscount)),
      align: 'right',
      hideBelow: 'large',
    },
  ];
}

/**
 * The lines tab (§3 "Ticket line item"): modifiers indented under their item and named as its
 * modifiers for screen readers, deleted lines struck through and marked Deleted, weights in pounds
 * with 3 decimals, price overrides marked.
 */
export function LinesTab({ lines }: LinesTabProps) {
  const f = useT();
  return (
    <TicketGrid
      label={f.t('TicketDetail.LinesLabel')}
      columns={lineColumns(f)}
      rows={shownLines(lines)}
      getRowId={(s) => String(s.line.LineItemId)}
      emptyText={f.t('TicketDetail.NoLines')}
    />
  );
}
