import type { ChatConversation } from '@mall/sdk';
import { Button } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import styles from './claim-bar.module.css';

export interface ClaimBarProps {
  assignee: ChatConversation['assignee'];
  meId?: number;
  busy: boolean;
  onClaim(change: { release?: boolean; take_over?: boolean }): void;
}

/** Who answers the conversation, with taking it, giving it back, or taking it over from someone else. */
export function ClaimBar({ assignee, meId, busy, onClaim }: ClaimBarProps) {
  const { t } = useTranslation(['staff', 'chat']);
  const mine = assignee !== null && assignee.id === meId;
  return (
    <div className={styles.claim}>
      <span>
        {assignee === null
          ? t('chat:inbox.notClaimed')
          : mine
            ? t('support.yours')
            : t('chat:inbox.claimedBy', { name: assignee.name })}
      </span>
      {assignee === null && (
        <Button size="sm" variant="secondary" loading={busy} onClick={() => onClaim({})}>
          {t('chat:inbox.claim')}
        </Button>
      )}
      {mine && (
        <Button size="sm" variant="ghost" loading={busy} onClick={() => onClaim({ release: true })}>
          {t('chat:inbox.release')}
        </Button>
      )}
      {assignee !== null && !mine && (
        <Button size="sm" variant="ghost" loading={busy} onClick={() => onClaim({ take_over: true })}>
          {t('support.takeOver')}
        </Button>
      )}
    </div>
  );
}
