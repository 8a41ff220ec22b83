import { userRefs } from '@mall/server-account';
import {
  latestRegistration,
  registerShop,
  registrationPage,
  type ShopRegistrationRow,
} from '@mall/server-seller';
import { decideShopRegistration, type StaffPolicy } from '@mall/server-staff';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { absoluteUrl } from '../media';
import { type SigningConfig, signedUploadPath } from '../upload/signed-url';
import { staffActorOf } from '../staff/actor';
import { customerRef, registrationWire, withWireRecord } from './wire';

/** Registrations as staff see them: the applicant, and the ID documents through fresh signed links (private uploads). */
export const staffRegistrationsWire =
  (db: Database, config: SigningConfig) => async (rows: ShopRegistrationRow[], request: FastifyRequest) => {
    const users = await userRefs(
      db,
      rows.map((row) => row.userId),
    );
    const documentUrl = (uploadId: number) => absoluteUrl(request, signedUploadPath(config, uploadId, true));
    return rows.map((row) => ({
      ...registrationWire(row),
      user: customerRef(users, row.userId),
      id_front_url: documentUrl(row.idFrontUploadId),
      id_back_url: documentUrl(row.idBackUploadId),
    }));
  };

export function shopRegistrationHandlers(
  db: Database,
  config: SigningConfig & { staff: StaffPolicy },
): Handlers {
  const staffView = staffRegistrationsWire(db, config);

  return {
    registerShop: async ({ args, user }) => {
      try {
        const row = await registerShop(db, user.id, {
          shopName: args.shop_name,
          contactName: args.contact_name,
          contactPhone: args.contact_phone,
          idFrontUploadId: args.id_front_file_id,
          idBackUploadId: args.id_back_file_id,
          street: args.street,
          city: args.city,
          state: args.state,
          country: args.country,
          postcode: args.postcode,
          description: args.description ?? '',
        });
        return registrationWire(row);
      } catch (error) {
        throw withWireRecord(error, registrationWire);
      }
    },
    getShopRegistration: async ({ user }) => {
      const row = await latestRegistration(db, user.id);
      return row && registrationWire(row);
    },
    getShopRegistrations: async ({ args, request }) => {
      const page = await registrationPage(db, args.state, {
        page: args.page ?? 1,
        pageSize: args.page_size ?? 20,
      });
      return { ...page, list: await staffView(page.list, request) };
    },
    decideShopRegistration: async ({ args, request, user }) => {
      const row = await decideShopRegistration(db, staffActorOf(user), args, config.staff);
      const [view] = await staffView([row], request);
      return view!;
    },
  };
}
