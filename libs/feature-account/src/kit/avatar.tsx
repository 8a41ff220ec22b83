import styles from './kit.module.css';

export interface AvatarProps {
  /** Image URL; '' when the user has none, and initials show instead. */
  src: string;
  firstname: string;
  lastname: string;
}

/** Up to two letters from the names: "Ada Lovelace" → "AL". */
export function initials(firstname: string, lastname: string): string {
  const letter = (name: string) => Array.from(name.trim())[0] ?? '';
  return (letter(firstname) + letter(lastname)).toUpperCase() || '?';
}

/** Decorative: the user's name is always written beside it. */
export function Avatar({ src, firstname, lastname }: AvatarProps) {
  if (src) return <img className={styles.avatar} src={src} alt="" width={64} height={64} />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initials(firstname, lastname)}
    </span>
  );
}
