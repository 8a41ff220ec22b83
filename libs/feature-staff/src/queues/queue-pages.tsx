import { Navigate, useParams } from 'react-router';
import { ShipmentTaskPage } from '../review/shipment-task-page';
import { TaskPage } from '../review/task-page';
import { type QueueKind, queueKinds, staffPaths } from '../shared/staff-paths';
import { QueueList } from './queue-list-page';
import {
  productQueue,
  rechargeQueue,
  returnQueue,
  sellerApplicationQueue,
  shopRegistrationQueue,
  withdrawalQueue,
} from './queue-configs';

const isQueueKind = (kind: string | undefined): kind is QueueKind =>
  queueKinds.some((known) => known === kind);

/** The states each queue's list can be filtered by (besides every open task). */
const statesOf: Record<QueueKind, readonly string[]> = {
  recharges: rechargeQueue.states,
  withdrawals: withdrawalQueue.states,
  'seller-applications': sellerApplicationQueue.states,
  'shop-registrations': shopRegistrationQueue.states,
  products: productQueue.states,
  returns: returnQueue.states,
  shipments: ['to_ship', 'shipped'],
};

function Task({ kind }: { kind: QueueKind }) {
  switch (kind) {
    case 'recharges':
      return <TaskPage config={rechargeQueue} />;
    case 'withdrawals':
      return <TaskPage config={withdrawalQueue} />;
    case 'seller-applications':
      return <TaskPage config={sellerApplicationQueue} />;
    case 'shop-registrations':
      return <TaskPage config={shopRegistrationQueue} />;
    case 'products':
      return <TaskPage config={productQueue} />;
    case 'returns':
      return <TaskPage config={returnQueue} />;
    case 'shipments':
      return <ShipmentTaskPage />;
  }
}

/** `/queues/:kind`: a queue's list (`key`: each queue keeps its own state). */
export function QueuePage() {
  const { kind } = useParams();
  return isQueueKind(kind) ? (
    <QueueList key={kind} kind={kind} states={statesOf[kind]} />
  ) : (
    <Navigate to={staffPaths.home} replace />
  );
}

/** `/queues/:kind/:id`: one task with its evidence (`key`: each task starts afresh). */
export function QueueTaskPage() {
  const { kind, id } = useParams();
  return isQueueKind(kind) ? (
    <Task key={`${kind}-${id}`} kind={kind} />
  ) : (
    <Navigate to={staffPaths.home} replace />
  );
}
