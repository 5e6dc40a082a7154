import { useState, useEffect } from 'react';
import { useLocalListState } from '../../../scaffold/list/useListState';

/**
 * The list of a selection dialog (1-foundation.md §3 and §9): 25 rows a page from page 1, the
 * search debounced, and the include-deactivated switch at its default; everything starts over when
 * the dialog opens.
 */
export function useSelectionList(open: boolean, includeByDefault: boolean) {
  const list = useLocalListState({}, open);
  const [includeDeactivated, setInclude] = useState(includeByDefault);
  useEffect(() => {
    if (open) setInclude(includeByDefault);
  }, [open, includeByDefault]);
  return {
    list,
    includeDeactivated,
    setIncludeDeactivated: (include: boolean) => {
      setInclude(include);
      list.setPage(1);
    },
  };
}
