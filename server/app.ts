import { Hono } from 'hono';
import { SessionContextCache } from './auth/sessionContext';
import { Lru } from './cache/lru';
import { FIGURES_KEPT } from './routes/keptFigures';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import type { AppEnv } from './http/env';
import { ApiError, fail } from './http/errors';
import { compression } from './http/compression';
import { type Background, backgroundTasks } from './http/background';
import { bodyLimits, jsonBodiesOnly, securityHeaders } from './http/security';
import type { Mailer } from './mail/mailer';
import { legacyPages } from './legacy/pages';
import { account } from './routes/account';
import { accountBilling } from './routes/accountBilling';
import { changeHistory } from './routes/changeHistory';
import { chargeItem } from './routes/chargeItem';
import { company } from './routes/company';
import { alert } from './routes/alert';
import { companyInformation } from './routes/companyInformation';
import { discount } from './routes/discount';
import { payInOutReasonCodes } from './routes/payInOutReasonCodes';
import { employee } from './routes/employee';
import { eventSchedule } from './routes/eventSchedule';
import { featureFlags } from './routes/featureFlags';
import { health } from './routes/health';
import { hostedPayment } from './routes/hostedPayment';
import { item } from './routes/item';
import { itemAvailability } from './routes/itemAvailability';
import { itemBulk } from './routes/itemBulk';
import { itemCategory } from './routes/itemCategory';
import { mailbox } from './routes/mailbox';
import { menuLookups } from './routes/menuLookups';
import { myStore } from './routes/myStore';
import { reports } from './routes/reports';
import { posExport } from './routes/posExport';
import { receiptPreview } from './routes/receiptPreview';
import { ticketViewer } from './routes/ticketViewer';
import { notification } from './routes/notification';
import { portal } from './routes/portal';
import { portalAssets } from './routes/portalAssets';
import { reseller } from './routes/reseller';
import { revenueCenter } from './routes/revenueCenter';
import { storeSettings } from './routes/storeSettings';
import { tieredPriceList } from './routes/tieredPriceList';
import { securityControls } from './routes/securityControls';
import { scheduleEnforcement } from './routes/scheduleEnforcement';
import { user } from './routes/user';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Config;
  /** Work after the answer; by default a queue of its own (main.ts waits for it on shutdown). */
  background?: Background;
}

/** The back-office server: API, classic pages and the built portal, all under the base path. */
export function createApp({ db, clock, mailer, config, background = backgroundTasks() }: AppOptions) {
  const api = new Hono<AppEnv>();
  api.route('/', health);
  api.route('/', account);
  api.route('/', user);
  api.route('/', company);
  api.route('/', companyInformation);
  api.route('/', notification);
  api.route('/', featureFlags);
  api.route('/', portal);
  api.route('/', myStore);
  api.route('/', reports);
  api.route('/', ticketViewer);
  api.route('/', receiptPreview);
  api.route('/', posExport);
  api.route('/', accountBilling);
  api.route('/', discount);
  api.route('/', employee);
  api.route('/', tieredPriceList);
  api.route('/', itemAvailability);
  api.route('/', itemBulk);
  api.route('/', changeHistory);
  api.route('/', itemCategory);
  api.route('/', item);
  api.route('/', chargeItem);
  api.route('/', menuLookups);
  api.route('/', eventSchedule);
  api.route('/', payInOutReasonCodes);
  api.route('/', alert);
  api.route('/', securityControls);
  api.route('/', scheduleEnforcement);
  api.route('/', revenueCenter);
  api.route('/', hostedPayment);
  api.route('/', reseller);
  api.route('/', storeSettings);
  api.route('/', legacyPages);
  if (config.demoMailbox) api.route('/', mailbox);
  api.route('/', portalAssets(config.distDir, config.basePath));

  const app = new Hono<AppEnv>();
  const contextCache = new SessionContextCache();
  const figuresCache = new Lru<unknown>(FIGURES_KEPT);
  app.use('*', async (c, next) => {
    const ownRequest = async (request: Request) => app.fetch(request, c.env);
    c.set('deps', { db, clock, mailer, config, background, contextCache, figuresCache, ownRequest });
    await next();
  });
  app.use('*', securityHeaders(config.legacyOrigin));
  // Answers are per user unless they say otherwise (static files, documents): no cache keeps them,
  // the service worker's included (the portal keeps its own copy, keyed by user, merchant and store).
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // brotli or gzip for the JSON answers, pages and streamed text over 1 KB
  app.use('*', compression(1024));
  app.use('*', jsonBodiesOnly(config.basePath));
  // 1 MB, except the paths that take more (an item import: LARGE_BODY_PATHS)
  app.use('*', bodyLimits(config.basePath, MAX_BODY_BYTES));
  app.route(config.basePath.replace(/\/$/, '') || '/', api);

  app.notFound((c) => fail(c, 404, 'Server.NotFound'));
  app.onError((err, c) => {
    if (err instanceof ApiError) return fail(c, err.status, err.key, err.extra);
    console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed: ${err.stack ?? err.message}`);
    return fail(c, 500, 'Server.Unexpected');
  });
  return app;
}
