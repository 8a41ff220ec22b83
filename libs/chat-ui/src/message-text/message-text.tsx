import styles from './message-text.module.css';

/** Web addresses a message may link: http(s) only, up to the first space or angle bracket. */
const LINK = /\bhttps?:\/\/[^\s<>"']+/giu;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?)\]}]+$/u;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits a message into text and http(s) links; nothing else ever becomes markup. */
export function messageParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    if (start > from) parts.push({ kind: 'text', text: text.slice(from, start) });
    parts.push({ kind: 'link', href });
    from = start + href.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}

/**
 * A chat message's text: shown exactly as typed (line breaks kept; `<b>` stays the four characters it is), with
 * http(s) addresses as links that open outside, without the opener and without passing the page address on.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {messageParts(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.href}
          </a>
        ),
      )}
    </p>
  );
}
