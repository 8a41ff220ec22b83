import { Navigate, useParams } from 'react-router';
import { TaskPage } from '../review/task-page';
import { type QueueKind, queueKinds, staffPaths } from '../shared/staff-paths';
import { QueueList } from './queue-list-page';
import {
  productQueue,
  rechargeQueue,
  sellerApplicationQueue,
  shopRegistrationQueue,
  withdrawalQueue,
} from './queue-configs';

const isQueueKind = (kind: string | undefined): kind is QueueKind =>
  queueKinds.some((known) => known === kind);

/** Each queue's screen, by the `:kind` of the address (`key` gives each queue its own state). */
function byKind(kind: QueueKind, screen: 'list' | 'task') {
  switch (kind) {
    case 'recharges':
      return screen === 'list' ? (
        <QueueList key={kind} config={rechargeQueue} />
      ) : (
        <TaskPage config={rechargeQueue} />
      );
    case 'withdrawals':
      return screen === 'list' ? (
        <QueueList key={kind} config={withdrawalQueue} />
      ) : (
        <TaskPage config={withdrawalQueue} />
      );
    case 'seller-applications':
      return screen === 'list' ? (
        <QueueList key={kind} config={sellerApplicationQueue} />
      ) : (
        <TaskPage config={sellerApplicationQueue} />
      );
    case 'shop-registrations':
      return screen === 'list' ? (
        <QueueList key={kind} config={shopRegistrationQueue} />
      ) : (
        <TaskPage config={shopRegistrationQueue} />
      );
    case 'products':
      return screen === 'list' ? (
        <QueueList key={kind} config={productQueue} />
      ) : (
        <TaskPage config={productQueue} />
      );
  }
}

/** `/queues/:kind`: a queue's list. */
export function QueuePage() {
  const { kind } = useParams();
  return isQueueKind(kind) ? byKind(kind, 'list') : <Navigate to={staffPaths.home} replace />;
}

/** `/queues/:kind/:id`: one task with its evidence. */
export function QueueTaskPage() {
  const { kind, id } = useParams();
  return isQueueKind(kind) ? (
    <TaskPageKeyed key={`${kind}-${id}`} kind={kind} />
  ) : (
    <Navigate to={staffPaths.home} replace />
  );
}

const TaskPageKeyed = ({ kind }: { kind: QueueKind }) => byKind(kind, 'task');
