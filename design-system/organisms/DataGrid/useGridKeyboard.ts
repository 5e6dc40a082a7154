import type { Row } from '@tanstack/react-table';
import { type KeyboardEvent, useRef, useState } from 'react';

/**
 * The grid's keyboard path over the rows of a page: one row is the tab stop (the focused one, else
 * the selected one, else the first); arrows, Home and End move between rows; Enter activates; Space
 * selects.
 */
export function useGridKeyboard<T>(options: {
  rows: Row<T>[];
  selectionMode: 'none' | 'single' | 'multiple';
  activate: (row: Row<T>, via: 'pointer' | 'keyboard') => void;
}) {
  const { rows, selectionMode, activate } = options;
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const selectedIndex = rows.findIndex((r) => r.getIsSelected());
  const tabStop =
    focusIndex !== null && focusIndex < rows.length ? focusIndex : selectedIndex >= 0 ? selectedIndex : 0;

  function focusRow(index: number) {
    const target = Math.max(0, Math.min(rows.length - 1, index));
    setFocusIndex(target);
    rowRefs.current[target]?.focus();
  }

  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, row: Row<T>, index: number) {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      activate(row, 'keyboard');
    } else if (event.key === ' ') {
      event.preventDefault();
      if (!row.getCanSelect()) return;
      if (selectionMode === 'single') row.toggleSelected(true);
      else if (selectionMode === 'multiple') row.toggleSelected();
    }
  }

  return {
    tabStop,
    setFocusIndex,
    onRowKeyDown,
    rowRef: (index: number) => (el: HTMLTableRowElement | null) => {
      rowRefs.current[index] = el;
    },
  };
}
