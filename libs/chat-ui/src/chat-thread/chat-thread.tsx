import { Button, visuallyHidden } from '@mall/ui';
import { ArrowLeft, ImagePlus, RotateCcw, SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThreadMessage } from '../chat-types';
import { MessageText } from '../message-text/message-text';
import styles from './chat-thread.module.css';

/** The longest message the server takes. */
export const MAX_MESSAGE_LENGTH = 2000;

/** A message on its way: shown at once, then replaced by the server's copy (same nonce), or marked failed. */
export interface PendingMessage {
  nonce: string;
  body: string;
  /** A local preview of an attached picture. */
  previewUrl?: string;
  failed: boolean;
}

export interface ChatThreadProps {
  /** Who the viewer talks to: "Customer service", the shop's name, the shopper's name. */
  title: string;
  /** Under the title: what the conversation is about (a link to the product or order). */
  context?: ReactNode;
  messages: readonly ThreadMessage[];
  pending: readonly PendingMessage[];
  /** The name the other side's messages carry (for screen readers and the bubble's label). */
  otherName: string;
  /** The other side has read up to here: the viewer's messages up to it show "Read". */
  otherReadSeq: number;
  loading: boolean;
  failed: boolean;
  onRetryLoad(): void;
  hasMoreBefore: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onSend(text: string): Promise<boolean> | boolean;
  onAttach(file: File): void;
  onResend(nonce: string): void;
  attaching: boolean;
  locale: string;
  /** On phones: back to the conversation list. */
  onBack?: () => void;
}

const time = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/**
 * One conversation: its messages in order (text as plain text with safe links, pictures), the messages on their
 * way, and the composer (Enter sends, Shift+Enter starts a new line; a picture is sent as soon as it is chosen).
 */
export function ChatThread(props: ChatThreadProps) {
  const { t } = useTranslation('chat');
  const { messages, pending, locale } = props;
  const [text, setText] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLLIElement>(null);
  const lastSeq = messages.at(-1)?.seq ?? 0;

  // The newest message (or one on its way) comes into view.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastSeq, pending.length]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || body.length > MAX_MESSAGE_LENGTH) return;
    setText('');
    if (!(await props.onSend(body))) setText(body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const remaining = MAX_MESSAGE_LENGTH - text.length;

  return (
    <section className={styles.thread} aria-labelledby="chat-thread-title">
      <header className={styles.header}>
        {props.onBack && (
          <button type="button" className={styles.back} onClick={props.onBack} aria-label={t('thread.back')}>
            <ArrowLeft aria-hidden="true" />
          </button>
        )}
        <div className={styles.heading}>
          <h2 id="chat-thread-title">{props.title}</h2>
          {props.context && <div className={styles.context}>{props.context}</div>}
        </div>
      </header>
      <div className={styles.scroller}>
        {props.failed ? (
          <div role="alert" className={styles.notice}>
            <p>{t('thread.failed')}</p>
            <Button variant="secondary" onClick={props.onRetryLoad}>
              {t('thread.retry')}
            </Button>
          </div>
        ) : props.loading ? (
          <p className={styles.notice} role="status">
            {t('thread.loading')}
          </p>
        ) : (
          <>
            {props.hasMoreBefore && (
              <div className={styles.older}>
                <Button
                  variant="secondary"
                  size="sm"
                  loading={props.loadingOlder}
                  onClick={props.onLoadOlder}
                >
                  {t('thread.older')}
                </Button>
              </div>
            )}
            {messages.length === 0 && pending.length === 0 && (
              <p className={styles.notice}>{t('thread.empty')}</p>
            )}
            <div role="log" aria-live="polite" aria-label={t('thread.messages')}>
              <ol className={styles.messages}>
                {messages.map((message) => (
                  <li key={message.seq} className={message.mine ? styles.mine : styles.theirs}>
                    <div className={styles.bubble}>
                      <span className={visuallyHidden}>
                        {message.mine ? t('thread.you') : props.otherName}
                        {': '}
                      </span>
                      {message.image_url && (
                        <a href={message.image_url} target="_blank" rel="noopener noreferrer">
                          <img className={styles.picture} src={message.image_url} alt={t('thread.picture')} />
                        </a>
                      )}
                      {message.body && <MessageText text={message.body} />}
                    </div>
                    <span className={styles.meta}>
                      <time dateTime={message.created_at}>{time(message.created_at, locale)}</time>
                      {message.mine && message.seq <= props.otherReadSeq && (
                        <span> · {t('thread.read')}</span>
                      )}
                    </span>
                  </li>
                ))}
                {pending.map((message) => (
                  <li key={message.nonce} className={styles.mine}>
                    <div className={`${styles.bubble} ${styles.pending}`}>
                      {message.previewUrl && (
                        <img className={styles.picture} src={message.previewUrl} alt={t('thread.picture')} />
                      )}
                      {message.body && <MessageText text={message.body} />}
                    </div>
                    <span className={styles.meta}>
                      {message.failed ? (
                        <>
                          <span className={styles.failed}>{t('thread.notSent')}</span>{' '}
                          <button
                            type="button"
                            className={styles.resend}
                            onClick={() => props.onResend(message.nonce)}
                          >
                            <RotateCcw aria-hidden="true" size={14} /> {t('thread.resend')}
                          </button>
                        </>
                      ) : (
                        t('thread.sending')
                      )}
                    </span>
                  </li>
                ))}
                <li ref={end} aria-hidden="true" className={styles.end} />
              </ol>
            </div>
          </>
        )}
      </div>
      <form className={styles.composer} onSubmit={(event) => void submit(event)}>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className={visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) props.onAttach(file);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className={styles.attach}
          aria-label={t('composer.attach')}
          aria-busy={props.attaching}
          disabled={props.attaching}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
        </button>
        <label className={styles.field}>
          <span className={visuallyHidden}>{t('composer.label')}</span>
          <textarea
            value={text}
            rows={1}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={t('composer.placeholder')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={remaining < 200 ? 'chat-composer-remaining' : undefined}
          />
        </label>
        {remaining < 200 && (
          <span id="chat-composer-remaining" className={styles.remaining}>
            {t('composer.remaining', { count: remaining })}
          </span>
        )}
        <button type="submit" className={styles.send} aria-label={t('composer.send')} disabled={!text.trim()}>
          <SendHorizontal aria-hidden="true" />
        </button>
      </form>
    </section>
  );
}
