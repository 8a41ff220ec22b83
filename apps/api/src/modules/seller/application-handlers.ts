import { userRefs } from '@mall/server-account';
import {
  applicationPage,
  applyForSeller,
  decideApplication,
  latestApplication,
  type SellerApplicationRow,
} from '@mall/server-seller';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { applicationWire, customerRef, withWireRecord } from './wire';

export function applicationHandlers(db: Database): Handlers {
  const staffView = async (rows: SellerApplicationRow[]) => {
    const users = await userRefs(
      db,
      rows.map((row) => row.userId),
    );
    return rows.map((row) => ({ ...applicationWire(row), user: customerRef(users, row.userId) }));
  };

  return {
    applySeller: async ({ args, user }) => {
      try {
        const row = await applyForSeller(
          db,
          { userId: user.id, role: user.role },
          { reason: args.reason ?? '', shopName: args.shop_name ?? '' },
        );
        return applicationWire(row);
      } catch (error) {
        throw withWireRecord(error, applicationWire);
      }
    },
    getSellerApplication: async ({ user }) => {
      const row = await latestApplication(db, user.id);
      return row && applicationWire(row);
    },
    getSellerApplications: async ({ args }) => {
      const page = await applicationPage(db, args.state, {
        page: args.page ?? 1,
        pageSize: args.page_size ?? 20,
      });
      return { ...page, list: await staffView(page.list) };
    },
    decideSellerApplication: async ({ args }) => {
      const row = await decideApplication(db, args.id, { accept: args.accept, message: args.message });
      const [view] = await staffView([row]);
      return view!;
    },
  };
}
