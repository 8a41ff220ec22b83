import { DomainError } from '@mall/server-core';
import { userRefs } from '@mall/server-account';
import {
  applicationPage,
  applyForSeller,
  latestApplication,
  type SellerApplicationRow,
} from '@mall/server-seller';
import { decideSellerApplication, type StaffPolicy } from '@mall/server-staff';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { staffActorOf } from '../staff/actor';
import { applicationWire, customerRef, withWireRecord } from './wire';

/** Applications as staff see them: with the applicant. */
export const staffApplicationsWire = (db: Database) => async (rows: SellerApplicationRow[]) => {
  const users = await userRefs(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({ ...applicationWire(row), user: customerRef(users, row.userId) }));
};

export function applicationHandlers(db: Database, policy: StaffPolicy): Handlers {
  const staffView = staffApplicationsWire(db);

  return {
    applySeller: async ({ args, user }) => {
      // An account made with the short-video platform adds and verifies an e-mail first.
      if (!user.email) throw new DomainError('EMAIL_REQUIRED');
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
    decideSellerApplication: async ({ args, user }) => {
      const row = await decideSellerApplication(db, staffActorOf(user), args, policy);
      const [view] = await staffView([row]);
      return view!;
    },
  };
}
