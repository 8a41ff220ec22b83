import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './search-combobox.module.css';

/** One choice of the list: a suggestion or a recent search. */
export interface SearchComboboxOption {
  /** Unique across every group. */
  key: string;
  label: string;
  /** A small picture before the label (a product's or a shop's). */
  image?: string;
}

export interface SearchComboboxGroup {
  key: string;
  /** Read out and shown above the group's options. */
  label: string;
  options: SearchComboboxOption[];
}

export interface SearchComboboxLabels {
  /** The box's accessible name ("Search"). */
  input: string;
  placeholder: string;
  submit: string;
}

export interface SearchComboboxProps {
  labels: SearchComboboxLabels;
  value: string;
  onValueChange: (value: string) => void;
  /** What the list shows now: suggestions for the value, or recent searches while it is empty. */
  groups: SearchComboboxGroup[];
  /** A line above the groups ("Showing suggestions for kettle"), announced politely. */
  note?: string;
  /** After the groups, outside the list (a button that clears the recent searches). */
  footer?: ReactNode;
  onSelect: (option: SearchComboboxOption) => void;
  /** Enter or the search button with no option active: the value, trimmed, when it is not empty. */
  onSubmit: (value: string) => void;
  maxLength?: number;
  className?: string;
}

/**
 * A search box that suggests as the shopper types: the ARIA 1.2 combobox pattern. Focus stays in the box; the
 * arrow keys move the active option (`aria-activedescendant`), Enter takes it (or searches for the text when none
 * is active), Escape closes the list and, with the list closed, clears the box. The list opens on focus and on
 * typing, and closes when focus leaves the box and its list.
 */
export function SearchCombobox({
  labels,
  value,
  onValueChange,
  groups,
  note,
  footer,
  onSelect,
  onSubmit,
  maxLength = 100,
  className,
}: SearchComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLFormElement>(null);
  const options = groups.flatMap((group) => group.options);
  const hasList = options.length > 0;
  const expanded = open && (hasList || Boolean(note) || Boolean(footer));
  const optionId = (index: number) => `${id}-option-${index}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: SearchComboboxOption) => {
    close();
    onSelect(option);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? options[active] : undefined;
    if (chosen) return choose(chosen);
    const trimmed = value.trim();
    if (!trimmed) return;
    close();
    onSubmit(trimmed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!hasList) return;
      if (!expanded) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, down goes to the first option and up to the last; past either end, back to the box.
      setActive((current) => {
        const next = current + step;
        if (current === -1) return step === 1 ? 0 : options.length - 1;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (value) {
        event.preventDefault();
        onValueChange('');
      }
    }
  };
  // Each group's first option's place among all the options, for the options' ids.
  const starts = groups.map((_, at) =>
    groups.slice(0, at).reduce((count, group) => count + group.options.length, 0),
  );
  return (
    <form
      ref={root}
      role="search"
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <div className={styles.box}>
        <input
          type="search"
          role="combobox"
          aria-label={labels.input}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={labels.placeholder}
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" aria-label={labels.submit}>
          <Search aria-hidden="true" />
        </button>
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <p className={styles.note} aria-live="polite">
          {expanded ? note : undefined}
        </p>
        <ul id={listId} role="listbox" aria-label={labels.input} className={styles.list}>
          {groups.map((group, groupIndex) =>
            group.options.length ? (
              <li key={group.key} role="presentation">
                <ul role="group" aria-labelledby={`${id}-${group.key}`} className={styles.group}>
                  <li role="presentation" id={`${id}-${group.key}`} className={styles.groupLabel}>
                    {group.label}
                  </li>
                  {group.options.map((option, optionIndex) => {
                    const position = starts[groupIndex]! + optionIndex;
                    return (
                      <li
                        key={option.key}
                        id={optionId(position)}
                        role="option"
                        aria-selected={position === active}
                        className={styles.option}
                        // Keeps focus in the box, so the list stays open until the click lands.
                        onMouseDown={(event) => event.preventDefault()}
                        onMouseMove={() => setActive(position)}
                        onClick={() => choose(option)}
                      >
                        {option.image !== undefined && (
                          <img className={styles.image} src={option.image} alt="" width={32} height={32} />
                        )}
                        <span className={styles.label}>{option.label}</span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ) : null,
          )}
        </ul>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </form>
  );
}
