import { Button, visuallyHidden } from '@mall/ui';
import { ArrowLeft, ImagePlus, RotateCcw, SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThreadContext, ThreadConversation } from '../chat-types';
import { MessageText } from '../message-text/message-text';
import styles from './chat-thread.module.css';

/** The longest message the server takes. */
export const MAX_MESSAGE_LENGTH = 2000;

export interface ChatThreadProps {
  /** The open conversation as the session's `useChatConversation` holds it, handed over as it is. */
  chat: ThreadConversation;
  /**
   * Who the viewer talks to: "Customer service", the shop's name, the shopper's name (also the name the other
   * side's messages carry for screen readers).
   */
  title: string;
  /** Makes the line saying what the conversation is about a link to the product or order (the shop's pages). */
  linkContext?(context: ThreadContext, label: string): ReactNode;
  /** Under the title, after what the conversation is about (the staff console's claim). */
  actions?: ReactNode;
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
export function ChatThread({ chat, title, linkContext, actions, locale, onBack }: ChatThreadProps) {
  const { t } = useTranslation('chat');
  const { messages, pending } = chat;
  const context = chat.conversation?.context;
  const about =
    context &&
    (context.type === 'product'
      ? t('page.aboutProduct', { title: context.title })
      : t('page.aboutOrder', { title: context.title }));
  const otherReadSeq = chat.conversation?.other_read_seq ?? 0;
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
    if (!(await chat.send(body))) setText(body);
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
        {onBack && (
          <button type="button" className={styles.back} onClick={onBack} aria-label={t('thread.back')}>
            <ArrowLeft aria-hidden="true" />
          </button>
        )}
        <div className={styles.heading}>
          <h2 id="chat-thread-title">{title}</h2>
          {(about || actions) && (
            <div className={styles.context}>
              {about && context && linkContext ? linkContext(context, about) : about}
              {actions}
            </div>
          )}
        </div>
      </header>
      <div className={styles.scroller}>
        {chat.failed ? (
          <div role="alert" className={styles.notice}>
            <p>{t('thread.failed')}</p>
            <Button variant="secondary" onClick={chat.retry}>
              {t('thread.retry')}
            </Button>
          </div>
        ) : chat.loading ? (
          <p className={styles.notice} role="status">
            {t('thread.loading')}
          </p>
        ) : (
          <>
            {chat.hasMoreBefore && (
              <div className={styles.older}>
                <Button variant="secondary" size="sm" loading={chat.loadingOlder} onClick={chat.loadOlder}>
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
                        {message.mine ? t('thread.you') : title}
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
                      {message.mine && message.seq <= otherReadSeq && <span> · {t('thread.read')}</span>}
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
                            onClick={() => chat.resend(message.nonce)}
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
            if (file) void chat.attach(file);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className={styles.attach}
          aria-label={t('composer.attach')}
          aria-busy={chat.attaching}
          disabled={chat.attaching}
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
