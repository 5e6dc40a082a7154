/**
 * The bench's page for the item import (bench/csvImport.ts), until the categories screen hosts the
 * dialog after issue 7's merge: the portal's providers and ImportItemsDialog, open, in a session the
 * bench signed in (its cookie). Built by the bench with the portal's source plugins; not part of the
 * portal's build.
 */
import { createRoot } from 'react-dom/client';
import { ensureAllMessages } from '../../i18n/catalogue';
import { accountApi } from '../../src/api/account';
import { keepCsrfToken } from '../../src/api/csrf';
import { setCacheScope } from '../../src/api/scope';
import { Providers } from '../../src/app/Providers';
import { ImportItemsDialog } from '../../src/features/menu/itemBulk/ImportItemsDialog';

async function start() {
  const [token] = await Promise.all([accountApi.getCsrfToken(), ensureAllMessages()]);
  if (token.Entity) keepCsrfToken(token.Entity);
  setCacheScope({ user: 'bench', merchant: 1001, store: 2001 });
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <Providers brand="default">
      <ImportItemsDialog open onClose={() => {}} />
    </Providers>,
  );
}

void start();
